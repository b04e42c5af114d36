import { LmsError, type Clock, type ComponentReader, type CourseAccess, type Knex } from '@lms/sdk';
import type { AssessmentConfig } from '../../../schemas/assessmentConfig.ts';
import { scoreItem } from '../../../scoring/scoreItem.ts';
import { OverrideStore } from '../../overrides/OverrideStore.ts';
import { applyOverride } from '../../overrides/studentOverride.ts';
import { maySave } from '../attemptTiming.ts';
import { AttemptStore, type AttemptOwner } from '../AttemptStore.ts';
import { DELIVERY_MESSAGES } from '../deliveryMessages.ts';
import { AttemptPathStore } from './attemptPathStore.ts';
import { BRANCHING_MESSAGES } from './branchingMessages.ts';
import { advancedPath, currentItemId, nextStep, pathOf, storedPath } from './branchingPath.ts';

/** What going on answers: the next item's id, or `end` (GET attempt/ then answers the longer path and its items). */
export interface NextAnswer {
  next: string;
}

/**
 * Going on in a branching quiz (part 2 §3 "adaptive"): the current item's
 * saved response is scored, its correct or incorrect next step is taken and
 * written to the attempt's path. There is no going back: only the item the
 * taker is on may be passed, once.
 */
export class BranchingSteps {
  private readonly attempts: AttemptStore;
  private readonly paths: AttemptPathStore;
  private readonly overrides: OverrideStore;

  constructor(
    db: Knex,
    private readonly clock: Clock,
    private readonly components: ComponentReader,
  ) {
    this.attempts = new AttemptStore(db);
    this.paths = new AttemptPathStore(db);
    this.overrides = new OverrideStore(db);
  }

  /** The quiz as it applies to the taker: their override's close date over its own (saves stop then). */
  private async configFor(owner: AttemptOwner, access: CourseAccess): Promise<AssessmentConfig> {
    const component = await this.components.get(owner.courseId, owner.componentId, access, 'assessment', DELIVERY_MESSAGES.notReady);
    return applyOverride(component.config, await this.overrides.find(owner));
  }

  async next(owner: AttemptOwner, access: CourseAccess, itemId: string): Promise<NextAnswer> {
    const config = await this.configFor(owner, access);
    if (config.sub_type !== 'branching') throw new LmsError('conflict', BRANCHING_MESSAGES.notBranching);
    const attempt = await this.attempts.running(owner);
    if (!attempt) throw new LmsError('not-found', DELIVERY_MESSAGES.notReady);
    if (!maySave(this.clock.now(), attempt.deadline, config.close_date)) throw new LmsError('conflict', DELIVERY_MESSAGES.prevented);
    const path = pathOf(attempt);
    const item = attempt.items.find((candidate) => candidate.id === itemId);
    if (!item || currentItemId(path) !== itemId) throw new LmsError('conflict', BRANCHING_MESSAGES.notCurrent);
    const response = attempt.responses[itemId];
    const { correct } = scoreItem(item, response, { accentScoring: config.accent_scoring });
    const next = nextStep(config, itemId, correct, path, attempt.items);
    if (!(await this.paths.advance(attempt.id, storedPath(attempt), advancedPath(path, response, next)))) {
      throw new LmsError('conflict', BRANCHING_MESSAGES.notCurrent);
    }
    return { next };
  }
}
