import { useId, useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { useApi, useAppNavigate, withItemMoved, withoutItem, type ComponentEditorProps, Button } from '@lms/sdk/web';
import { createComponent } from '@lms/sdk/calls';
import { newTab, type AdvancedConfig, type AdvancedTab, type TabLayout } from '../schemas/advancedConfig.ts';
import { AddToTab } from './AddToTab.tsx';
import { knownOf, placesOf, type KnownComponent } from './knownComponents.ts';
import { TabComponents } from './TabComponents.tsx';
import { TabFields } from './TabFields.tsx';
import { useComponentChoices } from './useComponentChoices.ts';
import './AdvancedEditor.css';

const LAYOUTS: { value: TabLayout; label: string }[] = [
  { value: 'top', label: 'Tabs on top' },
  { value: 'left', label: 'Tabs on the left' },
];

/** Error keys a field of this editor shows; any other comes in the list at the top. */
const SHOWN_ERROR = /^(layout|tabs|tabs\/\d+\/(buttonText|description|thumbnailUrl|altText|color|components(\/\d+)?))$/;

/**
 * The advanced component's editor: the layout, then each tab with its fields and
 * its components (add a new one of a type, or one from the library; reorder;
 * take off; edit each in its own editor, with the advanced object in the link).
 */
export default function AdvancedEditor({ component, value, onChange, errors, courseId, lessonId, pageId }: ComponentEditorProps<AdvancedConfig>) {
  const api = useApi();
  const navigate = useAppNavigate();
  const layoutName = useId();
  const choices = useComponentChoices(courseId);
  const [added, setAdded] = useState<ReadonlyMap<string, KnownComponent>>(new Map());
  const known = useMemo(
    () => new Map([...(component.children ?? []).map((child): [string, KnownComponent] => [child._id, knownOf(child)]), ...added]),
    [component.children, added],
  );
  // Only what the saved config holds can be opened in its editor (the server finds it through the saved container).
  const saved = useMemo(() => placesOf(component.config), [component.config]);
  const editPathOf = (id: string) => {
    const place = saved.get(id);
    if (!place || !lessonId || !pageId) return undefined;
    return `/${courseId}/${lessonId}/${pageId}/${id}/edit?advanced=${component._id}&tab=${place.tab}&index=${place.index}`;
  };
  const createChild =
    lessonId && pageId
      ? async (type: string) => knownOf(await api.call(createComponent, { params: { courseId, lessonId, pageId }, body: { type, slot: null } }))
      : undefined;

  const setTabs = (tabs: AdvancedTab[]) => onChange({ ...value, tabs });
  const setTab = (index: number, tab: AdvancedTab) => setTabs(value.tabs.map((current, at) => (at === index ? tab : current)));
  const others = Object.entries(errors).filter(([key]) => !SHOWN_ERROR.test(key));

  return (
    <div className="lms-advanced-editor">
      {others.length > 0 && (
        <ul className="lms-advanced-error" role="alert">
          {others.map(([key, message]) => (
            <li key={key}>{message}</li>
          ))}
        </ul>
      )}
      <fieldset className="lms-advanced-layout">
        <legend>Layout</legend>
        {LAYOUTS.map((layout) => (
          <label key={layout.value} className="lms-advanced-check">
            <input type="radio" name={layoutName} value={layout.value} checked={value.layout === layout.value} onChange={() => onChange({ ...value, layout: layout.value })} />
            {layout.label}
          </label>
        ))}
        {errors.layout && (
          <p className="lms-advanced-error" role="alert">
            {errors.layout}
          </p>
        )}
      </fieldset>
      {errors.tabs && (
        <p className="lms-advanced-error" role="alert">
          {errors.tabs}
        </p>
      )}
      {value.tabs.map((tab, index) => {
        const tabName = tab.buttonText || `tab ${index + 1}`;
        return (
          <TabFields
            key={index}
            tab={tab}
            index={index}
            count={value.tabs.length}
            errors={errors}
            onChange={(next) => setTab(index, next)}
            onMove={(to) => setTabs(withItemMoved(value.tabs, index, to))}
            onRemove={() => setTabs(withoutItem(value.tabs, index))}
          >
            {(tab.buttonType === 'regular' || tab.components.length > 0) && (
              <TabComponents
                ids={tab.components}
                tabIndex={index}
                tabName={tabName}
                known={known}
                errors={errors}
                onChange={(components) => setTab(index, { ...tab, components })}
                editPathOf={editPathOf}
                navigate={navigate}
              />
            )}
            {tab.buttonType === 'regular' && (
              <AddToTab
                config={value}
                tabIndex={index}
                tabName={tabName}
                choices={choices}
                createChild={createChild}
                onAdd={(child) => {
                  setAdded((current) => new Map(current).set(child.id, child));
                  // A new component arrives after a request: it joins the tab as the config holds it then.
                  onChange((current) => ({
                    ...current,
                    tabs: current.tabs.map((each, at) => (at === index ? { ...each, components: [...each.components, child.id] } : each)),
                  }));
                }}
              />
            )}
          </TabFields>
        );
      })}
      <div className="lms-advanced-actions">
        <Button variant="secondary" small onClick={() => setTabs([...value.tabs, newTab(`Tab ${value.tabs.length + 1}`)])}>
          <Plus aria-hidden="true" size={16} />
          Add tab
        </Button>
        <Button variant="secondary" small onClick={() => setTabs([...value.tabs, newTab('Section', 'separator')])}>
          <Plus aria-hidden="true" size={16} />
          Add separator
        </Button>
      </div>
    </div>
  );
}
