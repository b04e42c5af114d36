import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { DeckReader } from './DeckReader.ts';
import { OwnCardStore } from './OwnCardStore.ts';
import { ProgressStore } from './ProgressStore.ts';
import { DueCardsFeed } from './DueCardsFeed.ts';
import { ReviewScheduler } from './ReviewScheduler.ts';
import { ReviewStore } from './ReviewStore.ts';
import { SchedulerSettingsStore } from './SchedulerSettingsStore.ts';

export const ownCardStoreRef = createServiceRef<OwnCardStore>('flashcards.own-cards');
export const progressStoreRef = createServiceRef<ProgressStore>('flashcards.progress');
export const reviewStoreRef = createServiceRef<ReviewStore>('flashcards.reviews');
export const schedulerSettingsRef = createServiceRef<SchedulerSettingsStore>('flashcards.scheduler-settings');
export const deckReaderRef = createServiceRef<DeckReader>('flashcards.decks');
export const reviewSchedulerRef = createServiceRef<ReviewScheduler>('flashcards.review-scheduler');

export const FLASHCARDS_SERVICES = [
  defineService({ ref: ownCardStoreRef, deps: { db: coreServices.database }, factory: ({ db }) => new OwnCardStore(db) }),
  defineService({ ref: progressStoreRef, deps: { db: coreServices.database }, factory: ({ db }) => new ProgressStore(db) }),
  defineService({ ref: reviewStoreRef, deps: { db: coreServices.database }, factory: ({ db }) => new ReviewStore(db) }),
  defineService({ ref: schedulerSettingsRef, deps: { db: coreServices.database }, factory: ({ db }) => new SchedulerSettingsStore(db) }),
  defineService({
    ref: deckReaderRef,
    deps: { components: coreServices.components, ownCards: ownCardStoreRef },
    factory: ({ components, ownCards }) => new DeckReader(components, ownCards),
  }),
  defineService({
    ref: reviewSchedulerRef,
    deps: { db: coreServices.database, reviews: reviewStoreRef, settings: schedulerSettingsRef, clock: coreServices.clock, studyItems: coreServices.studyItems },
    factory: ({ db, reviews, settings, clock, studyItems }) => new ReviewScheduler(db, reviews, settings, clock, new DueCardsFeed(studyItems)),
  }),
];
