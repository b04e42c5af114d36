import { useRef, useState } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { TestQueryCache } from '@lms/sdk/testing/web';
import {
  appliedChange,
  ComponentHostContext,
  LmsWebContext,
  type ApiClient,
  type ApiComponent,
  type ComponentHost,
  type CourseMode,
  type HostedComponentProps,
  withTypedCalls,
  type RawApiClient,
} from '@lms/sdk/web';
import AdvancedView from '../src/web/AdvancedView.tsx';
import AdvancedEditor from '../src/web/AdvancedEditor.tsx';
import type { AdvancedConfig } from '../src/schemas/advancedConfig.ts';

export const COURSE = '6b0000000000000000000c01';
export const LESSON = '6b0000000000000000000101';
export const PAGE = '6b0000000000000000000201';
export const TABS_ID = '6b00000000000000000000a0';

/** A component id numbered n (24 hex characters). */
export const idOf = (n: number) => `6b00000000000000000000${n.toString(16).padStart(2, '0')}`;

export function childComponent(n: number, type = 'html'): ApiComponent {
  return { _id: idOf(n), type, plugin: type, title: `Child ${n}`, description: null, config: {}, owned_by: null, course_id: COURSE, updated_at: '2025-01-01T00:00:00.000Z' };
}

export function tabsComponent(config: AdvancedConfig, children: ApiComponent[] = [], title = 'Cells'): ApiComponent<AdvancedConfig> {
  return { ...childComponent(0, 'advanced'), _id: TABS_ID, title, config, children } as ApiComponent<AdvancedConfig>;
}

/** Stands for the host's frame: names the component and the props it got. */
function HostedStub({ component, mode }: HostedComponentProps) {
  return (
    <p data-testid="hosted">
      {component.title} ({mode})
    </p>
  );
}

export function componentHost(navigate: ComponentHost['navigate'] = vi.fn()): ComponentHost {
  return { Component: HostedStub, navigate };
}

export function renderView(component: ApiComponent<AdvancedConfig>, options: { mode?: CourseMode; professorView?: boolean } = {}) {
  return render(
    <ComponentHostContext.Provider value={componentHost()}>
      <AdvancedView component={component} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode={options.mode ?? 'presentation'} professorView={options.professorView} />
    </ComponentHostContext.Provider>,
  );
}

export interface FakeApiAnswers {
  types?: { type: string; title: string }[];
  library?: { _id: string; title: string; component_type: string }[];
  created?: ApiComponent;
}

export function fakeApi(answers: FakeApiAnswers = {}): ApiClient & { post: ReturnType<typeof vi.fn> } {
  const get = vi.fn(async (path: string) => {
    if (path === `component_types/${COURSE}/`) return { types: (answers.types ?? [{ type: 'html', title: 'HTML' }, { type: 'advanced', title: 'Advanced (tabs)' }]).map((t) => ({ ...t, plugin: t.type, defaults: {} })) };
    if (path === `library/${COURSE}/?type=component`) return { items: answers.library ?? [] };
    throw new Error(`unexpected GET ${path}`);
  });
  const post = vi.fn(async () => answers.created);
  const raw = { get, post, put: vi.fn(), delete: vi.fn(), upload: vi.fn() } as unknown as RawApiClient & { post: ReturnType<typeof vi.fn> };
  return withTypedCalls(raw);
}

/** The editor under a parent that keeps the config, as the host's edit screen does; `changes` records every config reported. */
export function renderEditor(
  component: ApiComponent<AdvancedConfig>,
  options: { errors?: Record<string, string>; api?: ApiClient; navigate?: ComponentHost['navigate']; value?: AdvancedConfig } = {},
) {
  const changes: AdvancedConfig[] = [];
  const api = options.api ?? fakeApi();
  function Host() {
    const [value, setValue] = useState(options.value ?? component.config);
    // As the host does, an updater gets the config kept last.
    const kept = useRef(value);
    return (
      <AdvancedEditor
        component={component}
        value={value}
        onChange={(change) => {
          const next = appliedChange(kept.current, change);
          kept.current = next;
          changes.push(next);
          setValue(next);
        }}
        errors={options.errors ?? {}}
        courseId={COURSE}
        lessonId={LESSON}
        pageId={PAGE}
      />
    );
  }
  const view = render(
    <LmsWebContext.Provider value={{ api, notify: vi.fn(), user: null, mode: 'edit' }}>
      <TestQueryCache>
        <ComponentHostContext.Provider value={componentHost(options.navigate)}>
          <Host />
        </ComponentHostContext.Provider>
      </TestQueryCache>
    </LmsWebContext.Provider>,
  );
  return { ...view, changes, api, last: () => changes.at(-1)! };
}
