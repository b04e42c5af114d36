import { useEffect, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import { PageFrame } from './PageFrame.tsx';
import { launchTool } from '../calls/ltiToolCalls.ts';
import { loginAddress } from './toolLaunch.ts';

interface ToolFrameProps {
  courseId: string;
  lessonId: string;
  pageId: string;
  componentId: string;
  title: string;
  caption: string;
  fallbackHeight: number;
}

type Launch = { kind: 'starting' } | { kind: 'ready'; address: string } | { kind: 'failed'; message: string };

/**
 * An external LTI tool in the frame (part 2 §3 Iframe tool_provider_id): each
 * showing begins a launch of its own, since a launch is answered only once.
 */
export function ToolFrame({ courseId, lessonId, pageId, componentId, title, caption, fallbackHeight }: ToolFrameProps) {
  const api = useApi();
  const [launch, setLaunch] = useState<Launch>({ kind: 'starting' });
  useEffect(() => {
    let current = true;
    api
      .call(launchTool, { params: { courseId, lessonId, pageId, componentId } })
      .then((answer) => current && setLaunch({ kind: 'ready', address: loginAddress(answer) }))
      .catch((error: unknown) => current && setLaunch({ kind: 'failed', message: (error as Error).message }));
    return () => {
      current = false;
    };
  }, [api, courseId, lessonId, pageId, componentId]);
  if (launch.kind === 'starting') return <p role="status">Opening {caption}…</p>;
  if (launch.kind === 'failed') return <p role="alert">{launch.message}</p>;
  return <PageFrame url={launch.address} title={title} caption={caption} fallbackHeight={fallbackHeight} />;
}
