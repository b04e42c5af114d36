import { useEffect } from 'react';
import { PageFrame } from './PageFrame.tsx';
import { launchTool } from '../calls/ltiToolCalls.ts';
import { loginAddress } from './toolLaunch.ts';
import { useCallMutation } from './serverData.ts';

interface ToolFrameProps {
  courseId: string;
  lessonId: string;
  pageId: string;
  componentId: string;
  title: string;
  caption: string;
  fallbackHeight: number;
}

/**
 * An external LTI tool in the frame (part 2 §3 Iframe tool_provider_id): each
 * showing begins a launch of its own, since a launch is answered only once (so
 * a mutation, never a cached answer: a remount must not frame a used launch).
 */
export function ToolFrame({ courseId, lessonId, pageId, componentId, title, caption, fallbackHeight }: ToolFrameProps) {
  const launch = useCallMutation(launchTool);
  const { mutate } = launch;
  useEffect(() => {
    mutate({ params: { courseId, lessonId, pageId, componentId } });
  }, [mutate, courseId, lessonId, pageId, componentId]);
  if (launch.isError) return <p role="alert">{launch.error.message}</p>;
  if (!launch.data) return <p role="status">Opening {caption}…</p>;
  return <PageFrame url={loginAddress(launch.data)} title={title} caption={caption} fallbackHeight={fallbackHeight} />;
}
