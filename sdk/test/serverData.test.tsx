import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { defineCall, NoAnswer, Type } from '@lms/contract/call.ts';
import { ApiError } from '../src/web/apiClient.ts';
import { LmsWebContext } from '../src/web/context.ts';
import { pluginServerData } from '../src/web/serverData/pluginServerData.ts';
import { HOST_DATA_EVENTS, refetchOnMeta } from '../src/web/serverData/dataEvents.ts';
import { pluginCallKey, pluginReadKey } from '../src/web/serverData/callCache.ts';
import { fakeApiClient } from '../src/testing/fakeApiClient.ts';
import { createTestQueryClient, TestQueryCache } from '../src/testing/testQueryCache.tsx';

const COURSE = '6b0000000000000000000c01';
const getThing = defineCall({ method: 'GET', path: 'things/:courseId/', summary: 'a thing', answer: Type.Object({ n: Type.Number() }) });
const listThings = defineCall({ method: 'GET', path: 'things/', summary: 'things', query: Type.Object({ tag: Type.Optional(Type.String()) }), answer: Type.Object({ tags: Type.Array(Type.String()) }) });
const buy = defineCall({ method: 'POST', path: 'buy/', summary: 'buy', body: Type.Object({ id: Type.String() }), answer: NoAnswer });

const payments = pluginServerData('payments');
const board = pluginServerData('board');

function harness(routes: Parameters<typeof fakeApiClient>[0], client: QueryClient = createTestQueryClient()) {
  const api = fakeApiClient(routes);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LmsWebContext.Provider value={{ api, notify: () => {}, user: null, mode: 'presentation' }}>
      <TestQueryCache client={client}>{children}</TestQueryCache>
    </LmsWebContext.Provider>
  );
  return { api, client, wrapper };
}

describe('plugin server data', () => {
  it('scopes keys by plugin: two plugins reading the same call keep two entries', async () => {
    let answered = 0;
    const { api, client, wrapper } = harness({ [`GET things/${COURSE}/`]: () => ({ n: (answered += 1) }) });
    const first = renderHook(() => payments.useCallQuery(getThing, { params: { courseId: COURSE } }), { wrapper });
    const second = renderHook(() => board.useCallQuery(getThing, { params: { courseId: COURSE } }), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    await waitFor(() => expect(second.result.current.data).toBeDefined());
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(new Set([first.result.current.data?.n, second.result.current.data?.n])).toEqual(new Set([1, 2]));
    expect(pluginCallKey('payments', null, getThing, { params: { courseId: COURSE } })).toEqual(['plugin', 'payments', null, 'GET', 'things/:courseId/', { courseId: COURSE }, {}, null]);
    expect(client.getQueryData(pluginCallKey('board', null, getThing, { params: { courseId: COURSE } }))).toEqual(second.result.current.data);
  });

  it('keys the query string and the caller: another filter, or another user, is another entry', () => {
    expect(pluginCallKey('payments', null, listThings, { query: { tag: 'a' } })).not.toEqual(pluginCallKey('payments', null, listThings, { query: { tag: 'b' } }));
    expect(pluginCallKey('payments', 'u1', listThings, {})).not.toEqual(pluginCallKey('payments', null, listThings, {}));
  });

  it('is loading, then has the answer; a failed call is an error state with the ApiError', async () => {
    const { wrapper } = harness({
      [`GET things/${COURSE}/`]: () => ({ n: 7 }),
      'GET things/?tag=x': () => {
        throw new ApiError(403, 'forbidden', 'Not yours.');
      },
    });
    const ok = renderHook(() => payments.useCallQuery(getThing, { params: { courseId: COURSE } }), { wrapper });
    expect(ok.result.current.isPending).toBe(true);
    await waitFor(() => expect(ok.result.current.data).toEqual({ n: 7 }));
    const failed = renderHook(() => payments.useCallQuery(listThings, { query: { tag: 'x' } }), { wrapper });
    await waitFor(() => expect(failed.result.current.isError).toBe(true));
    expect(failed.result.current.error).toBeInstanceOf(ApiError);
    expect((failed.result.current.error as ApiError).errno).toBe('forbidden');
  });

  it('does not call while disabled', async () => {
    const { api, wrapper } = harness({});
    const view = renderHook(() => payments.useCallQuery(getThing, { params: { courseId: COURSE } }, { enabled: false }), { wrapper });
    await act(async () => {});
    expect(view.result.current.fetchStatus).toBe('idle');
    expect(api.get).not.toHaveBeenCalled();
  });

  it("a mutation's named event refetches another plugin's query and the host's course list", async () => {
    let tags = ['old'];
    let courses = ['c1'];
    const { api, wrapper } = harness({
      'GET things/': () => ({ tags }),
      'GET courses/': () => ({ courses }),
      'POST buy/': () => {
        tags = ['new'];
        courses = ['c1', 'c2'];
        return undefined;
      },
    });
    const boardList = renderHook(() => board.useCallQuery(listThings, {}, { refetchOn: [HOST_DATA_EVENTS.coursesChanged] }), { wrapper });
    // The host's own query, as host/web declares its course list.
    const hostList = renderHook(
      () => useQuery({ queryKey: ['courses'], queryFn: () => api.get<{ courses: string[] }>('courses/'), meta: refetchOnMeta([HOST_DATA_EVENTS.coursesChanged]) }),
      { wrapper },
    );
    const unrelated = renderHook(() => payments.useCallQuery(getThing, { params: { courseId: COURSE } }, { refetchOn: ['payments.refunded'] }), {
      wrapper: harness({ [`GET things/${COURSE}/`]: () => ({ n: 1 }) }).wrapper,
    });
    await waitFor(() => expect(boardList.result.current.data).toEqual({ tags: ['old'] }));
    await waitFor(() => expect(hostList.result.current.data).toEqual({ courses: ['c1'] }));
    await waitFor(() => expect(unrelated.result.current.data).toBeDefined());

    const purchase = renderHook(() => payments.useCallMutation(buy, { emits: [HOST_DATA_EVENTS.coursesChanged] }), { wrapper });
    const readsBefore = api.get.mock.calls.length;
    await act(() => purchase.result.current.mutateAsync({ body: { id: 'b1' } }));
    // mutateAsync resolves once the listening queries are read again (and only those).
    expect(api.get.mock.calls.slice(readsBefore).map(([path]) => path).sort()).toEqual(['courses/', 'things/']);
    await waitFor(() => expect(boardList.result.current.data).toEqual({ tags: ['new'] }));
    await waitFor(() => expect(hostList.result.current.data).toEqual({ courses: ['c1', 'c2'] }));
    expect(api.post).toHaveBeenCalledWith('buy/', { id: 'b1' });
  });

  it('a failed mutation emits nothing and reports its error', async () => {
    let reads = 0;
    const { wrapper } = harness({
      'GET things/': () => ({ tags: [String((reads += 1))] }),
      'POST buy/': () => {
        throw new ApiError(409, 'conflict', 'Already bought.');
      },
    });
    const list = renderHook(() => board.useCallQuery(listThings, {}, { refetchOn: ['courses.changed'] }), { wrapper });
    await waitFor(() => expect(list.result.current.data).toBeDefined());
    const purchase = renderHook(() => payments.useCallMutation(buy, { emits: ['courses.changed'] }), { wrapper });
    await act(async () => {
      await purchase.result.current.mutateAsync({ body: { id: 'b1' } }).catch(() => undefined);
    });
    await waitFor(() => expect(purchase.result.current.isError).toBe(true));
    expect(purchase.result.current.error?.message).toBe('Already bought.');
    expect(reads).toBe(1);
  });

  it("the cache sets a plugin's answer in place (a realtime event) and invalidates every argument of a call", async () => {
    let n = 1;
    const { api, wrapper } = harness({ [`GET things/${COURSE}/`]: () => ({ n }) });
    const view = renderHook(() => ({ query: payments.useCallQuery(getThing, { params: { courseId: COURSE } }), cache: payments.useCallCache() }), { wrapper });
    await waitFor(() => expect(view.result.current.query.data).toEqual({ n: 1 }));
    act(() => view.result.current.cache.set(getThing, { params: { courseId: COURSE } }, (current) => current && { n: current.n + 10 }));
    await waitFor(() => expect(view.result.current.query.data).toEqual({ n: 11 }));
    expect(api.get).toHaveBeenCalledTimes(1);
    n = 2;
    await act(() => view.result.current.cache.invalidate(getThing));
    expect(api.get).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(view.result.current.query.data).toEqual({ n: 2 }));
  });

  it('polls with a refetchInterval function until it answers false', async () => {
    let asked = 0;
    const { wrapper } = harness({ [`GET things/${COURSE}/`]: () => ({ n: (asked += 1) }) });
    const view = renderHook(
      () => ({ query: payments.useCallQuery(getThing, { params: { courseId: COURSE } }, { refetchInterval: (answer) => (answer && answer.n >= 3 ? false : 5) }), cache: payments.useCallCache() }),
      { wrapper },
    );
    await waitFor(() => expect(view.result.current.query.data).toEqual({ n: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(3);
    expect(view.result.current.cache.answerCount(getThing, { params: { courseId: COURSE } })).toBe(3);
  });

  it('keeps the previous answer on screen while the next arguments load, when asked to', async () => {
    let release!: () => void;
    const { wrapper } = harness({
      'GET things/?tag=a': () => ({ tags: ['a'] }),
      'GET things/?tag=b': () => new Promise((resolve) => (release = () => resolve({ tags: ['b'] }))),
    });
    const view = renderHook(({ tag }) => board.useCallQuery(listThings, { query: { tag } }, { keepPreviousAnswer: true }), { wrapper, initialProps: { tag: 'a' } });
    await waitFor(() => expect(view.result.current.data).toEqual({ tags: ['a'] }));
    view.rerender({ tag: 'b' });
    await waitFor(() => expect(view.result.current.isFetching).toBe(true));
    expect(view.result.current.data).toEqual({ tags: ['a'] });
    act(() => release());
    await waitFor(() => expect(view.result.current.data).toEqual({ tags: ['b'] }));
  });

  describe('useReadQuery (a plugin\'s own read function)', () => {
    it('keeps the answer under the plugin, the caller and the read\'s name and arguments; an error is the error state', async () => {
      const { client, wrapper } = harness({});
      const ok = renderHook(() => payments.useReadQuery('report', { courseId: COURSE }, async () => ({ rows: 2 })), { wrapper });
      await waitFor(() => expect(ok.result.current.data).toEqual({ rows: 2 }));
      expect(pluginReadKey('payments', null, 'report', { courseId: COURSE })).toEqual(['plugin', 'payments', null, 'read', 'report', { courseId: COURSE }]);
      expect(client.getQueryData(pluginReadKey('payments', null, 'report', { courseId: COURSE }))).toEqual({ rows: 2 });
      expect(client.getQueryData(pluginReadKey('board', null, 'report', { courseId: COURSE }))).toBeUndefined();
      const failed = renderHook(() => board.useReadQuery('report', 'x', () => Promise.reject(new Error('Broken.'))), { wrapper });
      await waitFor(() => expect(failed.result.current.error?.message).toBe('Broken.'));
    });

    it('reads nothing until enabled', async () => {
      const { wrapper } = harness({});
      let reads = 0;
      const read = async () => (reads += 1);
      const view = renderHook(({ enabled }) => payments.useReadQuery('count', null, read, { enabled }), { wrapper, initialProps: { enabled: false } });
      await act(async () => {});
      expect(reads).toBe(0);
      expect(view.result.current.isPending).toBe(true);
      view.rerender({ enabled: true });
      await waitFor(() => expect(view.result.current.data).toBe(1));
    });

    it('with forgetWhenUnused, aborts a read still going once no screen shows it, and forgets the answer', async () => {
      const { client, wrapper } = harness({});
      let seen: AbortSignal | undefined;
      let finish: (value: number) => void = () => {};
      const read = (signal: AbortSignal) => {
        seen = signal;
        return new Promise<number>((resolve) => (finish = resolve));
      };
      const view = renderHook(() => payments.useReadQuery('slow', null, read, { forgetWhenUnused: true }), { wrapper });
      await waitFor(() => expect(seen).toBeDefined());
      expect(seen?.aborted).toBe(false);
      view.unmount();
      expect(seen?.aborted).toBe(true);
      finish(5);
      await waitFor(() => expect(client.getQueryCache().find({ queryKey: pluginReadKey('payments', null, 'slow', null) })).toBeUndefined());

      const kept = renderHook(() => payments.useReadQuery('kept', null, async () => 9), { wrapper });
      await waitFor(() => expect(kept.result.current.data).toBe(9));
      kept.unmount();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(client.getQueryData(pluginReadKey('payments', null, 'kept', null))).toBe(9);
    });
  });
});
