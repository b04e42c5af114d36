import type { Describe } from '../qtiNames.ts';
import { QtiImportError } from '../QtiImportError.ts';
import { childNamed, descendants, elements, type QtiElement } from '../qtiTree.ts';
import { OPERATORS } from './evaluate.ts';
import type { ItemDeclarations } from './itemDeclarations.ts';
import { schemaPattern } from './logicOperators.ts';
import { MATH_FUNCTIONS } from './mathOperators.ts';
import { CONDITIONS, EXITS, SETTERS } from './processingRules.ts';
import { MAX_REPEATS } from './repeatOperator.ts';
import { STATISTIC_NAMES } from './statsOperator.ts';
import { BUILT_IN_RESPONSES } from './runProcessing.ts';
import { BASE_TYPES, parseAtom, withArticle, type BaseType } from './qtiValues.ts';
import { standardTemplate } from './standardTemplates.ts';

const RESPONSE_RULES = ['responseCondition', 'setOutcomeValue', 'lookupOutcomeValue', 'responseProcessingFragment', 'exitResponse'];
const TEMPLATE_RULES = ['templateCondition', 'setTemplateValue', 'setCorrectResponse', 'setDefaultValue', 'templateConstraint', 'exitTemplate'];

/** A group holding a repetition, itself repeated: "(a+)+", "(\\w*)*", "(x{2,})+". */
const NESTED_REPETITION = /\([^()]*([+*]|\{\d+,\d*\})[^()]*\)([+*]|\{\d+,\d*\})/;

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

  /** A repeat runs a whole number of times (at most MAX_REPEATS) or a declared variable's, and holds no other repeat. */
  private repeat(element: QtiElement): void {
    const count = (element.attributes.numberRepeats ?? '').trim();
    const whole = /^[+-]?\d+$/.test(count);
    if (!whole && !this.known(count.replace(/^\{(.*)\}$/, '$1'))) this.fail(element, `repeats "${count}" times, which is neither a whole number nor a declared variable.`);
    if (whole && Number(count) > MAX_REPEATS) this.fail(element, `repeats ${count} times; at most ${MAX_REPEATS} are run.`);
    if (descendants(element, (inner) => inner.name === 'repeat').length) this.fail(element, 'holds another repeat, which this platform does not run.');
  }

  expression(element: QtiElement): void {
    const operator = OPERATORS[element.name];
    if (!operator) this.fail(element, 'is not an expression this platform can run; the item cannot be scored as written.');
    const args = elements(element);
    if (args.length < operator.min || args.length > operator.max) {
      const count = operator.max === Infinity ? `at least ${operator.min}` : operator.min === operator.max ? `${operator.min}` : `${operator.min} to ${operator.max}`;
      this.fail(element, `needs ${count} sub-expression${operator.min === 1 && operator.max === 1 ? '' : 's'}, not ${args.length}.`);
    }
    const identifier = element.attributes.identifier;
    if (['variable', 'correct', 'default'].includes(element.name) && !this.known(identifier ?? '')) this.fail(element, `names "${identifier ?? ''}", which the item does not declare.`);
    if (element.name === 'correct' && !this.declarations.responses.has(identifier ?? '')) this.fail(element, `names "${identifier ?? ''}", which is not a response.`);
    if (element.name === 'mapResponse' && !this.declarations.responses.get(identifier ?? '')?.mapping) this.fail(element, `names "${identifier ?? ''}", which has no mapping.`);
    if (element.name === 'mapResponsePoint' && !this.declarations.responses.get(identifier ?? '')?.areaMapping) this.fail(element, `names "${identifier ?? ''}", which has no area mapping.`);
    if (element.name === 'baseValue') {
      const baseType = element.attributes.baseType as BaseType;
      if (!BASE_TYPES.includes(baseType)) this.fail(element, `has no base type QTI knows ("${baseType ?? ''}").`);
      if (parseAtom(baseType, element.children.filter((node) => typeof node === 'string').join('')) === undefined) this.fail(element, `does not hold ${withArticle(baseType)}.`);
    }
    if (element.name === 'patternMatch' && !schemaPattern(element.attributes.pattern ?? '')) this.fail(element, `has a pattern that cannot be read: "${element.attributes.pattern ?? ''}".`);
    // Scoring runs on the server's event loop: a group repeated inside a repetition can take exponential time on a crafted answer.
    if (element.name === 'patternMatch' && NESTED_REPETITION.test(element.attributes.pattern ?? '')) this.fail(element, 'repeats a group that itself repeats, which can take too long to check; write the pattern without nested repetition.');
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
    const uri = processing.attributes.template ?? processing.attributes.templateLocation;
    if (!rules.length && uri !== undefined && !standardTemplate(uri)) {
      throw new QtiImportError(`The ${describe(processing)} uses the template "${uri}", which is not one of the standard templates (match_correct, map_response, map_response_point, and Common Cartridge's CC2_match, CC2_map_response, CC2_match_basic); write its rules in the item.`);
    }
    if (!rules.length && uri !== undefined && !declarations.responses.has('RESPONSE')) {
      throw new QtiImportError(`The ${describe(processing)} uses a standard template, which scores the response "RESPONSE"; the item declares none.`);
    }
    checker.rules(rules, RESPONSE_RULES);
  }
  const templating = childNamed(item, 'templateProcessing');
  if (templating) checker.rules(elements(templating), TEMPLATE_RULES);
}
