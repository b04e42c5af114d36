import type { DemoDefinition, DepsMap } from '@lms/core';
/** The demo course's content. Components of a type that is not installed are left out. */
export interface DemoComponent {
  type: string;
  title: string;
  config: Record<string, unknown>;
  /** Where on the page it goes (default the page's contents): the bottom panel's Additional Materials or the instructor notes. */
  slot?: 'recommended' | 'instructor_notes';
  /** A container's children, keyed by the placeholder ids its config holds (a type's `demo.children`). */
  children?: Record<string, Omit<DemoComponent, 'children' | 'media'>>;
  /** Files the demo uploads to the course's library first (a type's `demo.media`): name to path. */
  media?: Record<string, string>;
  /** The type's `demo.seed`, with its plugin's id and the type's `deps`, resolved from that plugin's container. */
  seed?: { pluginId: string; deps: DepsMap | undefined; run: NonNullable<DemoDefinition<Record<string, unknown>>['seed']> };
}

export interface DemoPage {
  title: string;
  draft?: boolean;
  components: DemoComponent[];
}

export interface DemoLesson {
  title: string;
  pages: DemoPage[];
  /** Shown without an account on /preview-lessons?course=… (issue 26 item 7). */
  preview?: boolean;
}

export const DEMO_COURSE = {
  slug: 'demo-course',
  title: 'Demo Course: Learning on the Platform',
  subtitle: 'A short tour of lessons, pages and components',
  // The study tools' demo glossary marks its terms in the pages; the calendar plugin's demo shows the quiz's dates.
  settings: { hasGlossary: true, use_calendar: true },
};

/** A second demo course that asks a payment: the payments plugin's demo sells it, and no demo account has paid. */
export const DEMO_PAID_COURSE = {
  slug: 'demo-paid-course',
  title: 'Demo Paid Course: Study Skills',
  subtitle: 'A course that asks a payment before its lessons open',
  settings: { payment: { amount: 4900 } },
};

const html = (title: string, markup: string): DemoComponent => ({ type: 'html', title, config: { html: markup } });

export const DEMO_LESSONS: DemoLesson[] = [
  {
    title: 'Getting started',
    preview: true,
    pages: [
      {
        title: 'Welcome',
        components: [
          html(
            'Welcome to the course',
            '<h2>Welcome to the demo course</h2>' +
              '<p>This course is organised in <strong>lessons</strong>. Each lesson has <strong>pages</strong>, ' +
              'and each page shows up to two <strong>components</strong>: text, video, quizzes, discussion boards and more.</p>' +
              '<p>Start here, then move through the pages in order.</p>',
          ),
          // Part 1 §2: the bottom panel's Additional Materials, and an instructor resource (instructor_resources).
          { ...html('Reading list', '<p>Before the next lesson, skim the course outline and note one question to bring.</p>'), slot: 'recommended' },
          {
            ...html('Teaching note: first week', '<p>Ask each student to post one goal for the course on the discussion board in the first week.</p>'),
            slot: 'instructor_notes',
          },
        ],
      },
      {
        title: 'How this course works',
        components: [
          html(
            'Study tips',
            '<ol><li>Read each page carefully before moving on.</li>' +
              '<li>Take notes on anything you want to revisit.</li>' +
              '<li>Ask your instructor or assistant when something is unclear.</li></ol>',
          ),
          html('Your instructors', '<p>Your instructor is <strong>Dana Whitfield</strong>, assisted by <strong>Priya Raman</strong>.</p>'),
        ],
      },
    ],
  },
  {
    title: 'Planning ahead',
    pages: [
      {
        title: 'Week 2 preview',
        components: [html('What comes next', '<p>Next week we look at how to plan a study schedule that fits your week.</p>')],
      },
      {
        title: 'Instructor draft: week 3 plan',
        draft: true,
        components: [html('Draft notes', '<p>Not yet published: students do not see this page.</p>')],
      },
    ],
  },
];

/** The lesson that shows one page per installed component type, filled from each type's own demo. */
export const GALLERY_LESSON_TITLE = 'Component gallery';

export const DEMO_PAID_LESSON: DemoLesson = {
  title: 'Study skills',
  pages: [
    {
      title: 'Planning your week',
      components: [
        html(
          'Planning your week',
          '<h2>Planning your week</h2><p>Block two hours for each lesson, and put the due dates of the week in your calendar on Monday.</p>',
        ),
      ],
    },
  ],
};
