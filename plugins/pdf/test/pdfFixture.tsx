import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { LmsWebContext, withTypedCalls, type ApiClient, type MediaFile } from '@lms/sdk/web';

/** The host's API as the editor's file library sees it: `files` is what the library holds. */
export function fakeApi(files: MediaFile[] = []): ApiClient {
  return withTypedCalls({ get: vi.fn(async () => ({ files })) as ApiClient['get'], post: vi.fn(), put: vi.fn(), delete: vi.fn(), upload: vi.fn() });
}

/** The host's services around an editor, in edit mode. */
export function withServices(node: ReactNode, api: ApiClient = fakeApi()) {
  return <LmsWebContext value={{ api, notify: vi.fn(), user: null, mode: 'edit' }}>{node}</LmsWebContext>;
}
