import { fileURLToPath } from 'node:url';
import { defineComponentType, LmsError } from '@lms/sdk';
import { ALT_TEXT_REQUIRED, pictureConfigSchema, type PictureConfig } from '../schemas/pictureConfig.ts';

/** Trims the text fields and leaves out the empty optional ones; once there is an image it needs its alt text (part 2 §5). */
export function preparePicture(config: PictureConfig): PictureConfig {
  const prepared: PictureConfig = { url: config.url.trim() };
  if (config.file) prepared.file = config.file;
  const alt = config.alt_text?.trim();
  if (prepared.url && !alt) throw LmsError.validation([{ field: 'config/alt_text', message: ALT_TEXT_REQUIRED }]);
  if (alt) prepared.alt_text = alt;
  const caption = config.caption?.trim();
  if (caption) prepared.caption = caption;
  return prepared;
}

export const pictureComponentType = defineComponentType<PictureConfig>({
  type: 'picture',
  title: 'Picture',
  configSchema: pictureConfigSchema,
  defaults: { url: '' },
  activity: { gradable: false },
  prepare: preparePicture,
  searchableText: (config) => [config.alt_text, config.caption].filter(Boolean).join(' '),
  demo: {
    title: 'An illustration',
    config: {
      url: 'demo-media:animal-cell.png',
      file: 'demo-media-id:animal-cell.png',
      alt_text: 'Drawing of an animal cell: an oval membrane holding a nucleus with its nucleolus, three mitochondria and scattered ribosomes.',
      caption: 'An animal cell, simplified.',
    },
    media: { 'animal-cell.png': fileURLToPath(new URL('../../demo/animal-cell.png', import.meta.url)) },
  },
});
