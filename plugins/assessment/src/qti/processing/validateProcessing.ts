import type { Describe } from '../qtiNames.ts';
import { QtiImportError } from '../QtiImportError.ts';
import { childNamed, descendants, elements, type QtiElement } from '../qtiTree.ts';
import { customOperatorOf } from './customOperators.ts';
import { OPERATORS } from './evaluate.ts';
import type { ItemDeclarations } from './itemDeclarations.ts';
import { NESTED_REPETITION, PATTERN_REFERENCE, schemaPattern } from './logicOperators.ts';
import { MATH_FUNCTIONS } from './mathOperators.ts';
import { CONDITIONS, EXITS, SETTERS } from './processingRules.ts';
import type { OperatorSpec } from './processingState.ts';
import { MAX_REPEATS } from './repeatOperator.ts';
import { STATISTIC_NAMES } from './statsOperator.ts';
import { BUILT_IN_RESPONSES } from './runProcessing.ts';
import { BASE_TYPES, parseAtom, withArticle, type BaseType } from './qtiValues.ts';
import { isLocalFile, standardTemplate, templateUri } from './standardTemplates.ts';

const RESPONSE_RULES = ['responseCondition', 'setOutcomeValue', 'lookupOutcomeValue', 'responseProcessingFragment', 'exitResponse'];
const TEMPLATE_RULES = ['templateCondition', 'setTemplateValue', 'setCorrectResponse', 'setDefaultValue', 'templateConstraint', 'exitTemplate'];

/** What a rule of each kind may set: an outcome, a template variable, a response's correct value, any variable's default. */
const SETTABLE: Record<string, (declarations: ItemDeclarations, identifier: string) => boolean> = {
  setOutcomeValue: (d, id) => d.outcomes.has(id),
  lookupOutcomeValue: (d, id) => d.outcomes.has(id),
  setTemplateValue: (d, id) => d.templates.has(id),
  setCorrectResponse: (d, id) => d.responses.has(id),
  setDefaultValue: (d, id) => d.responses.has(id) || d.outcomes.has(id) || d.templates.has(id),
};

class Checker {
  constructor(
    private readonly declarations: ItemDeclarations,
    private readonly describe: Describe,
  ) {}

  private fail(element: QtiElement, problem: string): never {
    throw new QtiImportError(`The ${this.describe(element)} ${problem}`);
  }

  private known(identifier: string): boolean {
    const { responses, outcomes, templates } = this.declarations;
    return responses.has(identifier) || outcomes.has(identifier) || templates.has(identifier) || BUILT_IN_RESPONSES.includes(identifier);
  }

  /** A vendor's operator: run when its class is one this platform knows (customOperators.ts); otherwise what it computes is the vendor's code (a computer algebra system, a script), which this platform cannot know. */
  private customOperator(element: QtiElement): OperatorSpec {
    const { class: className, definition } = element.attributes;
    const known = customOperatorOf(className);
    if (known) return known;
    const named = className ? ` of class "${className}"` : definition ? ` defined at "${definition}"` : '';
    this.fail(element, `is a vendor's custom operator${named}, which this platform cannot run; the item cannot be scored as written.`);
  }

  /** A pattern is an XML Schema pattern, or names a declared variable holding one (checked when it runs). */
  private pattern(element: QtiElement): void {
    const pattern = element.attributes.pattern ?? '';
    const reference = PATTERN_REFERENCE.exec(pattern.trim())?.[1];
    if (reference !== undefined && this.known(reference)) return;
    if (!schemaPattern(pattern)) this.fail(element, `has a pattern that cannot be read: "${pattern}".`);
    // Scoring runs on the server's event loop: a group repeated inside a repetition can take exponential time on a crafted answer.
    if (NESTED_REPETITION.test(pattern)) this.fail(element, 'repeats a group that itself repeats, which can take too long to check; write the pattern without nested repetition.');
  }

  /** A repeat runs a whole number of times (at most MAX_REPEATS) or a declared variable's, and holds no other repeat. */
  private repeat(element: QtiElement): void {
    const count = (element.attributes.numberRepeats ?? '').trim();
    const whole = /^[+-]?\d+$/.test(count);
    if (!whole && !this.known(count.replace(/^\{(.*)\}$/, '$1'))) this.fail(element, `repeats "${count}" times, which is neither a whole number nor a declared variable.`);
    if (whole && Number(count) > MAX_REPEATS) this.fail(element, `repeats ${count} times; at most ${MAX_REPEATS} are run.`);
    if (descendants(element, (inner) => inner.name === 'repeat').length) this.fail(element, 'holds another repeat, which this platform does not run.');
  }

  expression(element: QtiElement): void {
    const operator = element.name === 'customOperator' ? this.customOperator(element) : OPERATORS[element.name];
    if (!operator) this.fail(element, 'is not an expression this platform can run; the item cannot be scored as written.');
    const args = elements(element);
    if (args.length < operator.min || args.length > operator.max) {
      const count = operator.max === Infinity ? `at least ${operator.min}` : operator.min === operator.max ? `${operator.min}` : `${operator.min} to ${operator.max}`;
      this.fail(element, `needs ${count} sub-expression${operator.min === 1 && operator.max === 1 ? '' : 's'}, not ${args.length}.`);
    }
    // A variable, correct or default naming nothing declared reads NULL, and a response's missing mapping
    // maps to 0, as oat's qtism runs them; naming a declared variable of another kind is refused.
    const identifier = element.attributes.identifier ?? '';
    const otherKind = this.known(identifier) && !this.declarations.responses.has(identifier);
    if (['correct', 'mapResponse', 'mapResponsePoint'].includes(element.name) && otherKind) this.fail(element, `names "${identifier}", which is not a response.`);
    if (element.name === 'baseValue') {
      const baseType = element.attributes.baseType as BaseType;
      if (!BASE_TYPES.includes(baseType)) this.fail(element, `has no base type QTI knows ("${baseType ?? ''}").`);
      if (parseAtom(baseType, element.children.filter((node) => typeof node === 'string').join('')) === undefined) this.fail(element, `does not hold ${withArticle(baseType)}.`);
    }
    if (element.name === 'patternMatch') this.pattern(element);
    if (element.name === 'repeat') this.repeat(element);
    if (element.name === 'statsOperator' && !STATISTIC_NAMES.includes(element.attributes.name ?? '')) this.fail(element, `names a statistic this platform does not know: "${element.attributes.name ?? ''}".`);
    if (element.name === 'mathOperator' && !MATH_FUNCTIONS.includes(element.attributes.name ?? '')) this.fail(element, `names a function this platform does not know: "${element.attributes.name ?? ''}".`);
    if (element.name === 'equal' && !['exact', 'absolute', 'relative', undefined].includes(element.attributes.toleranceMode)) this.fail(element, `has an unknown tolerance mode "${element.attributes.toleranceMode}".`);
    args.forEach((arg) => this.expression(arg));
  }

  rules(rules: QtiElement[], allowed: string[]): void {
    for (const rule of rules) {
      if (!allowed.includes(rule.name)) this.fail(rule, 'is not a processing rule this platform can run here.');
      const condition = CONDITIONS[rule.name];
      if (condition) {
        const branches = elements(rule);
        branches.forEach((branch, index) => {
          const expected = index === 0 ? [condition.first] : index === branches.length - 1 ? [condition.elseIf, condition.otherwise] : [condition.elseIf];
          if (!expected.includes(branch.name)) this.fail(branch, `is out of place in its condition (expected ${expected.join(' or ')}).`);
          const parts = elements(branch);
          if (branch.name !== condition.otherwise) {
            if (!parts[0]) this.fail(branch, 'has no condition.');
            this.expression(parts[0]);
          }
          this.rules(branch.name === condition.otherwise ? parts : parts.slice(1), allowed);
        });
        if (!branches.length) this.fail(rule, 'has no branch.');
      } else if (rule.name === 'responseProcessingFragment') {
        this.rules(elements(rule), allowed);
      } else if (!EXITS.includes(rule.name)) {
        const settable = SETTABLE[rule.name];
        const identifier = rule.attributes.identifier ?? '';
        if (settable && !settable(this.declarations, identifier)) this.fail(rule, `sets "${identifier}", which the item does not declare for it.`);
        const parts = elements(rule);
        if (parts.length !== 1) this.fail(rule, 'needs exactly one expression.');
        this.expression(parts[0]!);
      }
    }
  }
}

/**
 * Checks an item's response and template processing before it is stored, so
 * scoring never meets what it cannot run: every rule and expression known,
 * with the right number of parts, every variable declared, templates standard.
 */
export function validateProcessing(item: QtiElement, declarations: ItemDeclarations, describe: Describe): void {
  const checker = new Checker(declarations, describe);
  const processing = childNamed(item, 'responseProcessing');
  if (processing) {
    const rules = elements(processing);
    const uri = templateUri(processing);
    if (!rules.length && uri !== undefined && !standardTemplate(uri)) {
      if (isLocalFile(uri)) {
        throw new QtiImportError(`The ${describe(processing)} uses the template "${uri}", a file of its own beside the item; import the package (zip) holding both, or write its rules in the item.`);
      }
      throw new QtiImportError(`The ${describe(processing)} uses the template "${uri}", which is not one of the standard templates (match_correct, map_response, map_response_point, and Common Cartridge's CC2_match, CC2_map_response, CC2_match_basic); write its rules in the item.`);
    }
    checker.rules(rules, RESPONSE_RULES);
  }
  const templating = childNamed(item, 'templateProcessing');
  if (templating) checker.rules(elements(templating), TEMPLATE_RULES);
}
