import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, RealtimeConnection, RealtimeConnectionContext, useRealtime, type UseRealtimeOptions } from '../src/web/index.ts';
import { FakeRealtimeSocket } from '../src/testing/web.ts';

/** A tab: one connection over a fake socket, counting the sockets it makes. */
function fakeTab(socket = new FakeRealtimeSocket()) {
  const createSocket = vi.fn(() => socket);
  const connection = new RealtimeConnection(createSocket);
  const wrapper = ({ children }: { children: ReactNode }) => <RealtimeConnectionContext.Provider value={connection}>{children}</RealtimeConnectionContext.Provider>;
  return { socket, createSocket, wrapper };
}

const admitted = () => ({ ok: true as const, data: { joined: true } });

function watchBoard(boardId: string, extra: Partial<UseRealtimeOptions> = {}): UseRealtimeOptions {
  return { plugin: 'board', join: { event: 'watch', payload: { boardId } }, onEvent: vi.fn(), ...extra };
}

describe('useRealtime', () => {
  it('joins when connected, then hands over its plugin’s events without the prefix, and no other plugin’s', async () => {
    const { socket, wrapper } = fakeTab();
    socket.answer('board:watch', admitted);
    const options = watchBoard('b1');
    const { result } = renderHook(() => useRealtime(options), { wrapper });
    await waitFor(() => expect(result.current.connected).toBe(true));
    expect(socket.sent).toEqual([{ event: 'board:watch', payload: { boardId: 'b1' } }]);

    act(() => {
      socket.serverEmit('board:posted', { id: 'p1' });
      socket.serverEmit('notes:posted', { id: 'n1' });
      socket.serverEmit('boardroom:posted', { id: 'x' });
    });
    expect(options.onEvent).toHaveBeenCalledTimes(1);
    expect(options.onEvent).toHaveBeenCalledWith('posted', { id: 'p1' });
  });

  it('stays not connected when its join is refused', async () => {
    const { socket, wrapper } = fakeTab();
    socket.answer('board:watch', () => ({ ok: false, errno: 'access-denied', error: 'Access denied', status: 403 }));
    const { result } = renderHook(() => useRealtime(watchBoard('b1')), { wrapper });
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    await act(async () => undefined);
    expect(result.current.connected).toBe(false);
  });

  it('is connected without a join as soon as the socket is', async () => {
    const { wrapper } = fakeTab();
    const { result } = renderHook(() => useRealtime({ plugin: 'board', onEvent: vi.fn() }), { wrapper });
    await waitFor(() => expect(result.current.connected).toBe(true));
  });

  it('shares one socket between hooks, opened lazily and closed with the last one', async () => {
    const { socket, createSocket, wrapper } = fakeTab();
    socket.answer('board:watch', admitted);
    const first = renderHook(() => useRealtime(watchBoard('b1')), { wrapper });
    const second = renderHook(() => useRealtime(watchBoard('b2')), { wrapper });
    await waitFor(() => expect(second.result.current.connected).toBe(true));
    expect(createSocket).toHaveBeenCalledTimes(1);
    expect(socket.sent.map((sent) => sent.payload)).toEqual([{ boardId: 'b1' }, { boardId: 'b2' }]);

    first.unmount();
    expect(socket.connected).toBe(true);
    second.unmount();
    expect(socket.connected).toBe(false);
  });

  it('opens no socket while disabled, and refuses to send', async () => {
    const { createSocket, wrapper } = fakeTab();
    const { result } = renderHook(() => useRealtime(watchBoard('b1', { enabled: false })), { wrapper });
    await expect(result.current.send('post', { text: 'hi' })).rejects.toMatchObject({ errno: 'connection' });
    expect(createSocket).not.toHaveBeenCalled();
    expect(result.current.connected).toBe(false);
  });

  it('after a lost connection, joins again and reports the reconnect so the plugin re-reads its state', async () => {
    const { socket, wrapper } = fakeTab();
    socket.answer('board:watch', admitted);
    const onReconnect = vi.fn();
    const { result } = renderHook(() => useRealtime(watchBoard('b1', { onReconnect })), { wrapper });
    await waitFor(() => expect(result.current.connected).toBe(true));
    expect(onReconnect).not.toHaveBeenCalled();

    act(() => socket.drop());
    expect(result.current.connected).toBe(false);
    act(() => socket.open());
    await waitFor(() => expect(result.current.connected).toBe(true));
    expect(socket.sent.map((sent) => sent.event)).toEqual(['board:watch', 'board:watch']);
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('reports no reconnect for a first connection that was slow to come', async () => {
    const { socket, wrapper } = fakeTab(new FakeRealtimeSocket({ autoOpen: false }));
    socket.answer('board:watch', admitted);
    const onReconnect = vi.fn();
    const { result } = renderHook(() => useRealtime(watchBoard('b1', { onReconnect })), { wrapper });
    expect(result.current.connected).toBe(false);
    act(() => socket.open());
    await waitFor(() => expect(result.current.connected).toBe(true));
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('joins again only when the join changes, and calls the latest onEvent', async () => {
    const { socket, wrapper } = fakeTab();
    socket.answer('board:watch', admitted);
    const before = vi.fn();
    const after = vi.fn();
    const { result, rerender } = renderHook((props: { boardId: string; onEvent: UseRealtimeOptions['onEvent'] }) => useRealtime(watchBoard(props.boardId, { onEvent: props.onEvent })), {
      wrapper,
      initialProps: { boardId: 'b1', onEvent: before },
    });
    await waitFor(() => expect(result.current.connected).toBe(true));
    rerender({ boardId: 'b1', onEvent: after });
    act(() => socket.serverEmit('board:posted', { id: 'p1' }));
    expect(after).toHaveBeenCalledWith('posted', { id: 'p1' });
    expect(before).not.toHaveBeenCalled();
    expect(socket.sent).toHaveLength(1);

    rerender({ boardId: 'b2', onEvent: after });
    await waitFor(() => expect(socket.sent.at(-1)).toEqual({ event: 'board:watch', payload: { boardId: 'b2' } }));
    await waitFor(() => expect(result.current.connected).toBe(true));
  });

  it("sends with an acknowledgement: the handler's data, or its error as an ApiError", async () => {
    const { socket, wrapper } = fakeTab();
    socket.answer('board:post', (payload) =>
      (payload as { text: string }).text
        ? { ok: true, data: { id: 'p9' } }
        : { ok: false, errno: 'validation-failed', error: 'Write something', status: 422, fields: [{ field: '/text', message: 'Write something' }] },
    );
    const { result } = renderHook(() => useRealtime({ plugin: 'board', onEvent: vi.fn() }), { wrapper });
    await waitFor(() => expect(result.current.connected).toBe(true));

    expect(await result.current.send('post', { text: 'hi' })).toEqual({ id: 'p9' });
    const refused = await result.current.send('post', { text: '' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, errno: 'validation-failed', message: 'Write something' });
    expect((refused as ApiError).fieldMessage('/text')).toBe('Write something');
    await expect(result.current.send('pin', {})).rejects.toMatchObject({ errno: 'connection', message: 'Connection error. Try again later.' });
  });
});
