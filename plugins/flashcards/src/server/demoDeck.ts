import type { FlashcardsConfig } from '../schemas/flashcardsConfig.ts';

const card = (suffix: string, frontText: string, backText: string) => ({ _id: `00000000000000000000fc${suffix}`, frontText, backText });

/** The demo course's deck: capitals, to study with the keyboard. */
export const demoDeck: { title: string; config: FlashcardsConfig } = {
  title: 'Capital cities',
  config: {
    flashcards: [
      card('01', 'France', 'Paris'),
      card('02', 'Japan', 'Tokyo'),
      card('03', 'Canada', 'Ottawa'),
      card('04', 'Australia', 'Canberra'),
      card('05', 'Kenya', 'Nairobi'),
      card('06', 'Brazil', 'Brasília'),
    ],
  },
};
