import { describe, expect, it } from 'vitest';
import { videoConversionMessage } from '../src/rules/videoConversion.ts';

describe('the video conversion message (part 1 §8, media error code 4)', () => {
  it("tells a project's author they may submit meanwhile", () => {
    expect(videoConversionMessage('project')).toBe('Video uploaded, conversion in progress. You may submit your project during the conversion process.');
  });

  it('asks anyone else to check back', () => {
    expect(videoConversionMessage('elsewhere')).toBe('Video uploaded, conversion in progress. Please check back in a few minutes.');
    expect(videoConversionMessage()).toBe('Video uploaded, conversion in progress. Please check back in a few minutes.');
  });
});
