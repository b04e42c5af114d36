import { useId } from 'react';
import { pageClass } from '@lms/sdk/web';
import { getToolProviders } from '../calls/toolCalls.ts';
import { NewConnectionForm } from './NewConnectionForm.tsx';
import { NewToolForm } from './NewToolForm.tsx';
import { PlatformDetails } from './PlatformDetails.tsx';
import { ToolsTable } from './ToolsTable.tsx';
import { useCallQuery } from './serverData.ts';
import './ltiTools.css';

/**
 * /administrator/tools (part 3 §1 "External tool setup", §3 "LTI tool
 * provider"): the LTI 1.3 tools iframe components may launch, a form to add
 * one, and a form to connect a course to a tool.
 */
export default function ToolsScreen() {
  const titleId = useId();
  const tools = useCallQuery(getToolProviders, {});
  const list = tools.data?.tool_providers ?? [];
  return (
    <section className={`${pageClass('wide')} lms-lti-tools`} aria-labelledby={titleId}>
      <h1 id={titleId}>External tools</h1>
      {tools.isPending && <p role="status">Loading the tools…</p>}
      {tools.error && (
        <p className="lms-field-error" role="alert">
          {tools.error.message}
        </p>
      )}
      {tools.data && list.length === 0 && <p>No tool is registered yet.</p>}
      {list.length > 0 && <ToolsTable tools={list} />}
      <PlatformDetails />
      <div className="lms-lti-tools-forms">
        <NewToolForm />
        {list.length > 0 && <NewConnectionForm providers={list} />}
      </div>
    </section>
  );
}
