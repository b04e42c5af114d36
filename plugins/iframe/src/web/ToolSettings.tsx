import { useEffect, useState } from 'react';
import { Button, CheckboxField, NumberField, SelectField, useApi, type ComponentEditorProps } from '@lms/sdk/web';
import { MAX_SCORE_CAP, type IframeConfig } from '../schemas/iframeConfig.ts';
import { DEEP_LINK_CHANNEL, pickedResourceIn, pickedResourceOf, type PickedResource } from './deepLinkMessage.ts';
import { loginAddress } from './toolLaunch.ts';
import { deepLink, toolProviders } from '../calls/ltiToolCalls.ts';
import { useCallQuery } from './serverData.ts';

type Props = Pick<ComponentEditorProps<IframeConfig>, 'value' | 'onChange' | 'errors' | 'component' | 'courseId' | 'lessonId' | 'pageId'>;

function withTool(config: IframeConfig, toolId: string): IframeConfig {
  const { tool_provider_id: _tool, lti_config: _lti, ...rest } = config;
  return toolId ? { ...rest, tool_provider_id: toolId, lti_config: config.lti_config ?? { graded: false, max_score: 0 } } : rest;
}

/**
 * The iframe's external tool (part 2 §3 Iframe: tool_provider_id, lti_config):
 * which registered LTI tool the frame launches, whether its scores count, and
 * content picked in the tool (deep linking, part 2 §7 lti_deeplink) in a window
 * of its own, whose answer sets the address and title. Absent when no tool is
 * registered (or the lti-tools plugin is not installed).
 */
export function ToolSettings({ value, onChange, errors, component, courseId, lessonId, pageId }: Props) {
  const api = useApi();
  // No tools (or no lti-tools plugin to answer) leaves the section out, as an empty list does.
  const tools = useCallQuery(toolProviders, {}).data?.tool_providers ?? [];
  const [deepLinkError, setDeepLinkError] = useState<string | null>(null);
  useEffect(() => {
    const take = (picked: PickedResource | null) => {
      if (picked) onChange((config) => ({ ...config, url: picked.url, ...(picked.title ? { title: picked.title } : {}) }));
    };
    const listen = (event: MessageEvent) => take(pickedResourceOf(event, component._id));
    window.addEventListener('message', listen);
    const channel = new BroadcastChannel(DEEP_LINK_CHANNEL);
    channel.onmessage = (event: MessageEvent) => take(pickedResourceIn(event.data, component._id));
    return () => {
      window.removeEventListener('message', listen);
      channel.close();
    };
  }, [component._id, onChange]);

  if (!tools.length && !value.tool_provider_id) return null;
  const tool = tools.find((candidate) => candidate._id === value.tool_provider_id);
  const lti = value.lti_config ?? { graded: false, max_score: 0 };
  const pickContent = async () => {
    setDeepLinkError(null);
    try {
      const answer = await api.call(deepLink, { params: { courseId, lessonId: lessonId ?? '', pageId: pageId ?? '', componentId: component._id } });
      window.open(loginAddress(answer), 'lti-deep-link', 'width=960,height=720');
    } catch (error) {
      setDeepLinkError((error as Error).message);
    }
  };
  return (
    <fieldset className="lms-iframe-tool">
      <legend>External tool (LTI)</legend>
      <SelectField
        label="Tool"
        value={value.tool_provider_id ?? ''}
        onChange={(toolId) => onChange(withTool(value, toolId))}
        options={[{ value: '', label: 'None: a web page' }, ...tools.map((candidate) => ({ value: candidate._id, label: candidate.name }))]}
        error={errors.tool_provider_id}
      />
      {value.tool_provider_id && (
        <>
          <CheckboxField label="Graded: the tool’s scores go to the gradebook" value={lti.graded} onChange={(graded) => onChange({ ...value, lti_config: { ...lti, graded } })} error={errors['lti_config/graded']} />
          <NumberField
            label="Max score"
            value={String(lti.max_score)}
            onChange={(max) => onChange({ ...value, lti_config: { ...lti, max_score: Number(max) } })}
            hint={`From 0 to ${MAX_SCORE_CAP}; the tool’s scores are scaled to it.`}
            error={errors['lti_config/max_score']}
          />
          {tool?.deep_link_url && (
            <div>
              <Button onClick={() => void pickContent()}>Select content in the tool</Button>
              {deepLinkError && (
                <p role="alert" className="lms-field-error">
                  {deepLinkError}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
