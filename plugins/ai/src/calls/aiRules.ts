/**
 * The AI areas' rules and messages (part 3 §5 AI, issue 27), shared by the
 * server's checks and the web's forms.
 */

/** Part 3 §5: an agent alias needs an alias id and a title. */
export const AGENT_ALIAS_REQUIRED = 'An agent alias needs an alias id.';
export const AGENT_TITLE_REQUIRED = 'An agent alias needs a title.';
/** Part 3 §5: a source needs title, uuid and author. */
export const SOURCE_TITLE_REQUIRED = 'A source needs a title.';
export const SOURCE_UUID_REQUIRED = 'A source needs a uuid.';
export const SOURCE_AUTHOR_REQUIRED = 'A source needs an author.';
/** Part 3 §5: a course-agent link needs sources and an alias. */
export const COURSE_AGENT_SOURCES_REQUIRED = 'A course-agent link needs sources.';
export const COURSE_AGENT_ALIAS_REQUIRED = 'A course-agent link needs an alias.';

export const PERSONA_NAME_REQUIRED = 'A persona needs a name.';
export const QUESTION_REQUIRED = 'Please type a question.';

/** Issue 27 item 2: the answer when no passage of the course answers the question. */
export const NOT_FOUND_IN_COURSE = 'I could not find this in the course.';
/** The label of an answer made of quoted passages (no provider): found in the course, never generated. */
export const FOUND_IN_COURSE_LABEL = 'Found in the course';

export const TITLE_MAX_LENGTH = 200;
export const QUESTION_MAX_LENGTH = 2000;
export const INSTRUCTIONS_MAX_LENGTH = 4000;
export const INITIAL_QUESTIONS_MAX = 10;
/** Largest source file accepted (PDF, EPUB, text). */
export const SOURCE_MAX_BYTES = 50 * 1024 * 1024;
export const SOURCE_FILE_TYPES = ['pdf', 'epub', 'txt', 'md'] as const;

/** How the course protects graded work from the assistant (issue 27 item 3). */
export const INTEGRITY_POLICIES = ['until_due', 'during_attempt', 'off'] as const;
export type IntegrityPolicy = (typeof INTEGRITY_POLICIES)[number];
export const INTEGRITY_POLICY_LABELS: Record<IntegrityPolicy, string> = {
  until_due: 'Refuse questions about a graded item until its due date has passed, and while an attempt is open',
  during_attempt: 'Refuse questions about a graded item only while the student has an attempt open',
  off: 'Answer questions about graded items at any time',
};

/** Why a question about a graded item was refused (issue 27 item 3: "says why"). */
export const refusedDuringAttempt = (title: string) =>
  `I can't help with "${title}" while you have an attempt open: it is graded work. Ask me again after you submit it.`;
export const refusedBeforeDue = (title: string, due: string) =>
  `I can't help with "${title}" before its due date (${due}): it is graded work and your instructor has asked me not to discuss it until then.`;

export const MESSAGE_CAP_REACHED = 'You have reached the number of questions you may ask today in this course. Try again tomorrow.';
export const COST_CAP_REACHED = 'The assistant has reached its spending limit for this course today. Try again tomorrow.';
export const AI_DISABLED = 'The assistant is not enabled for this course.';
/** The provider failed; what the asker reads (the reason goes to the log only). */
export const PROVIDER_FAILED = 'The AI service did not answer. Try again later.';
/** The provider refused the installation's credentials or the agent (HTTP 403, AccessDeniedException). */
export const PROVIDER_REFUSED = 'The AI service refused this site\'s access. An administrator needs to check the AI service settings.';
/** The provider is throttling the installation (HTTP 429, ThrottlingException). */
export const PROVIDER_BUSY = 'The AI service is busy. Try again in a minute.';

export const PROVIDER_KINDS = ['none', 'openai-compatible', 'bedrock-agent'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export const SOURCE_STATUSES = ['empty', 'queued', 'indexing', 'ready', 'failed'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];
/** A source's embedding job: `none` (no embedding model, or no chunks yet), `queued`, `embedding` (progress 0..1), `ready`, `failed` (retried by the queue; full text meanwhile). */
export const EMBEDDING_STATUSES = ['none', 'queued', 'embedding', 'ready', 'failed'] as const;
export type EmbeddingStatus = (typeof EMBEDDING_STATUSES)[number];

export const FLAG_REASON_MAX_LENGTH = 1000;

/** A kept course description draft: the adoption catalog's own limit, so a draft always fits there. */
export const DESCRIPTION_MAX_LENGTH = 2000;
export const DESCRIPTION_REQUIRED = 'Write the description before saving it.';
export const DESCRIPTION_TOO_LONG = `A description is at most ${DESCRIPTION_MAX_LENGTH} characters.`;
