import type { ApiClient, WebSessionUser } from '@lms/sdk/web';
import { sayHi } from '@lms/sdk/calls';
import type { Badge } from '@lms/contract/badges.ts';
import { StateStore } from '../app/StateStore.ts';

/** Part 1 §4: unknown until the session call answers. */
export type SessionState = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signed-in'; user: WebSessionUser };

export class SessionStore extends StateStore<SessionState> {
  /** Counts log-ins and log-outs, so a probe that answers after one of them does not undo it. */
  #changes = 0;

  constructor() {
    super({ status: 'unknown' });
  }

  readonly signIn = (user: WebSessionUser): void => {
    this.#changes++;
    this.setState({ status: 'signed-in', user });
  };

  readonly signOut = (): void => {
    this.#changes++;
    if (this.state.status !== 'anonymous') this.setState({ status: 'anonymous' });
  };

  /** A badge the user just earned joins their list (the session's `badges`, issue 20 item 8). */
  readonly addBadge = (badge: Badge): void => {
    if (this.state.status !== 'signed-in') return;
    const user: WebSessionUser & { badges?: Badge[] } = this.state.user;
    const badges = (user.badges ?? []).filter((known) => known.key !== badge.key || known.course_id !== badge.course_id);
    const next: WebSessionUser & { badges: Badge[] } = { ...user, badges: [...badges, badge] };
    this.setState({ status: 'signed-in', user: next });
  };

  get user(): WebSessionUser | null {
    return this.state.status === 'signed-in' ? this.state.user : null;
  }

  /** Asks the server who is logged in: success stores the user, any failure (or no id) means nobody. */
  async probe(api: ApiClient): Promise<void> {
    const changesBefore = this.#changes;
    let user: WebSessionUser | undefined;
    try {
      user = await api.call(sayHi);
    } catch {
      user = undefined;
    }
    if (this.#changes !== changesBefore) return;
    if (user?.mongoId) this.signIn(user);
    else this.signOut();
  }
}
