/**
 * The fields of the course settings screen (part 2 §3 Course, as
 * docs/api.md "CourseSettings" names them), grouped as the screen shows them.
 * `key` is the field's path in the settings ("navigation.color").
 */
export type SettingKind = 'text' | 'multiline' | 'date' | 'image' | 'flag' | 'score' | 'select' | 'list' | 'staff';

export interface SettingField {
  key: string;
  label: string;
  kind: SettingKind;
  options?: readonly { value: string; label: string }[];
  hint?: string;
}

export interface SettingGroup {
  id: string;
  title: string;
  fields: readonly SettingField[];
}

const flag = (key: string, label: string): SettingField => ({ key, label, kind: 'flag' });

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'course',
    title: 'Course',
    fields: [
      { key: 'title', label: 'Title', kind: 'text' },
      { key: 'subtitle', label: 'Subtitle', kind: 'text' },
      { key: 'slug', label: 'Slug', kind: 'text', hint: 'Lowercase letters, digits and hyphens.' },
      { key: 'tags', label: 'Tags', kind: 'list', hint: 'Separate tags with commas.' },
      { key: 'instructor_notes', label: 'Instructor notes', kind: 'multiline', hint: 'Only instructors see these.' },
    ],
  },
  {
    id: 'dates',
    title: 'Dates',
    fields: [
      { key: 'startDate', label: 'Start date', kind: 'date' },
      { key: 'end_date', label: 'End date', kind: 'date', hint: 'A start date after the end date moves the end to one year after the start.' },
      { key: 'open_date', label: 'Open date', kind: 'date' },
    ],
  },
  {
    id: 'images',
    title: 'Images',
    fields: [
      { key: 'image', label: 'Course image URL', kind: 'image' },
      { key: 'thumbnailUrl', label: 'Thumbnail URL', kind: 'image' },
      { key: 'collegeLogoUrl', label: 'College logo URL', kind: 'image' },
      { key: 'professorsPictureUrl', label: "Instructor's picture URL", kind: 'image' },
    ],
  },
  {
    id: 'instructor',
    title: 'Instructor information',
    fields: [
      { key: 'professors_info.institution', label: 'Institution', kind: 'text' },
      { key: 'professors_info.location', label: 'Location', kind: 'text' },
      { key: 'professors_info.fromDate', label: 'From', kind: 'text' },
      { key: 'professors_info.toDate', label: 'To', kind: 'text' },
      { key: 'professors_info.times', label: 'Times', kind: 'text' },
      { key: 'professors_info.office_hours', label: 'Office hours', kind: 'multiline' },
    ],
  },
  {
    id: 'enrolment',
    title: 'Enrolment',
    fields: [
      flag('enrollment_locked', 'Enrolment locked'),
      { ...flag('invite_only', 'By invitation only'), hint: 'Turning this on also locks enrolment.' },
      flag('is_free', 'Free course'),
    ],
  },
  {
    id: 'grading',
    title: 'Grading',
    fields: [
      { key: 'score_cut_off', label: 'Score cut-off (%)', kind: 'score', hint: 'From 0 to 100; 60 by default.' },
      flag('suppress_practice_in_grade_center', 'Leave practice activities out of the grade center'),
      flag('no_total_column', 'No total column'),
      flag('block_total_scores', 'Hide total scores from students'),
    ],
  },
  {
    id: 'features',
    title: 'Features',
    fields: [
      flag('use_calendar', 'Use the calendar'),
      flag('no_lesson_title_on_calendar', 'No lesson titles on the calendar'),
      flag('enable_numbering', 'Number lessons and pages'),
      flag('enable_bookmarks', 'Bookmarks'),
      flag('hasGlossary', 'Glossary'),
      flag('disable_messaging', 'Turn messaging off'),
      flag('noStudyCenter', 'No study center'),
      flag('no_dashboard_content', 'No dashboard content'),
      flag('adaptive_enabled', 'Adaptive learning'),
      flag('drilldown_enabled', 'Drilldown reports'),
      flag('global_time', 'Global time'),
    ],
  },
  {
    id: 'navigation',
    title: 'Navigation',
    fields: [
      flag('navigation.no_nav', 'No navigation'),
      flag('navigation.use_new_navigation', 'Use the new navigation'),
      {
        key: 'navigation.info_box',
        label: 'Info box',
        kind: 'select',
        options: [
          { value: 'none', label: 'None' },
          { value: 'slim', label: 'Slim' },
        ],
      },
      { key: 'navigation.color', label: 'Navigation color', kind: 'text' },
      { key: 'navigation.finish', label: 'Finish', kind: 'text' },
      flag('navigation.apply_to_practice', 'Apply to practice activities'),
      { key: 'navigation.done_button', label: 'Done button text', kind: 'text' },
    ],
  },
  {
    id: 'team',
    title: 'Sections and teaching team',
    fields: [
      {
        key: 'section_type',
        label: 'Section type',
        kind: 'select',
        options: [
          { value: 'section', label: 'Section' },
          { value: 'program_master', label: 'Program master' },
        ],
      },
      flag('use_section_template', 'Use the section template'),
      // The people picker (StaffPicker) edits both lists: instructors have edit rights, assistants not (part 3 §6).
      { key: 'professors', label: 'Instructors and assistants', kind: 'staff' },
      flag('assistants_no_mgr_rights', 'Assistants have no manager rights'),
    ],
  },
];

/** Saved from the staff picker drawn for `professors`: the team's members without edit rights. */
export const ASSISTANTS_FIELD: SettingField = { key: 'assistants', label: 'Assistants', kind: 'staff' };

export const ALL_SETTING_FIELDS: readonly SettingField[] = [...SETTING_GROUPS.flatMap((group) => group.fields), ASSISTANTS_FIELD];
