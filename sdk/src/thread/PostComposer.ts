import type { LabelBundleReader } from '@lms/contract';
import { offLoopJob } from '@lms/contract/offload/offLoopJob.ts';
import { bannedTerms, containsBannedWord } from './bannedWords.ts';
import type { PostContent } from './postContent.ts';

/** Sanitising 64 KiB of hostile markup takes half a second: a long message is read in the kernel's worker threads. */
const postContentOf = offLoopJob<{ message: string; allowImages: boolean }, PostContent | null>(new URL('./postContent.ts', import.meta.url).href, 'postContentOf', {
  deadlineMs: 5_000,
  inlineBelow: 2048,
});

/** Turns what a person typed into what is stored: sanitised, checked against the publisher's banned words. */
export class PostComposer {
  /** `banned` is the error of the plugin's own declared errno (each plugin declares its errnos). */
  constructor(
    private readonly labels: LabelBundleReader,
    private readonly banned: () => Error,
  ) {}

  /**
   * The content to save, or null when it is empty. A banned word refuses the
   * whole message (part 2 §5: the banned flag is the errno; nothing is saved).
   */
  async compose(message: string, allowImages: boolean, host: string): Promise<PostContent | null> {
    const content = await postContentOf({ message, allowImages });
    if (content === null) return null;
    const bundle = await this.labels.forHost(host);
    if (containsBannedWord(content.text, bannedTerms(bundle.banned_words))) throw this.banned();
    return content;
  }
}
