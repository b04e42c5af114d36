import type { SourceSection } from './extractSourceText.ts';

/** A chunk's target size in characters: a passage a person reads at a glance and a model cites whole. */
export const CHUNK_CHARACTERS = 1200;

export interface SourceChunk {
  location: string;
  text: string;
}

/**
 * Cuts each section into chunks of about CHUNK_CHARACTERS at paragraph,
 * then sentence, then word boundaries (never mid-word, never across
 * sections), whitespace folded. A section of several chunks numbers them in
 * its location ('page 3', 'page 3 (2)').
 */
export function chunkSource(sections: readonly SourceSection[]): SourceChunk[] {
  const chunks: SourceChunk[] = [];
  let part = 0;
  for (const section of sections) {
    const pieces = sectionChunks(section.text);
    pieces.forEach((text, index) => {
      part += 1;
      const location = section.location || `part ${part}`;
      chunks.push({ location: pieces.length > 1 && section.location ? `${location} (${index + 1})` : location, text });
    });
  }
  return chunks;
}

function sectionChunks(text: string): string[] {
  const units = text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => splitLong(paragraph.replace(/\s+/g, ' ').trim()))
    .filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  for (const unit of units) {
    if (current && current.length + unit.length + 1 > CHUNK_CHARACTERS) {
      chunks.push(current);
      current = unit;
    } else current = current ? `${current} ${unit}` : unit;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** A paragraph longer than a chunk, in sentences; a sentence longer than a chunk, in words. */
function splitLong(paragraph: string): string[] {
  if (paragraph.length <= CHUNK_CHARACTERS) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+|$)/g)?.map((s) => s.trim()) ?? [paragraph];
  return sentences.flatMap((sentence) => {
    if (sentence.length <= CHUNK_CHARACTERS) return [sentence];
    const words: string[] = [];
    let line = '';
    for (const word of sentence.split(' ')) {
      if (line && line.length + word.length + 1 > CHUNK_CHARACTERS) {
        words.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) words.push(line);
    return words;
  });
}
