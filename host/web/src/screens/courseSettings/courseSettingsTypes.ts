/** Part 2 §3 Course: the settings an instructor edits on /{courseId}/course_settings. */
export interface ProfessorsInfo {
  institution?: string | null;
  location?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
  times?: string | null;
  office_hours?: string | null;
}

export interface CourseNavigation {
  no_nav?: boolean;
  use_new_navigation?: boolean;
  info_box?: 'none' | 'slim';
  color?: string | null;
  finish?: string | null;
  apply_to_practice?: boolean;
  done_button?: string | null;
}

export interface CourseSettings {
  _id: string;
  title: string;
  subtitle?: string | null;
  slug?: string | null;
  tags?: string[];
  image?: string | null;
  thumbnailUrl?: string | null;
  collegeLogoUrl?: string | null;
  professorsPictureUrl?: string | null;
  open_date?: string | null;
  startDate?: string | null;
  end_date?: string | null;
  professors_info?: ProfessorsInfo | null;
  enrollment_locked?: boolean;
  invite_only?: boolean;
  is_free?: boolean;
  score_cut_off?: number;
  use_calendar?: boolean;
  enable_numbering?: boolean;
  disable_messaging?: boolean;
  noStudyCenter?: boolean;
  suppress_practice_in_grade_center?: boolean;
  no_lesson_title_on_calendar?: boolean;
  no_total_column?: boolean;
  block_total_scores?: boolean;
  no_dashboard_content?: boolean;
  enable_bookmarks?: boolean;
  adaptive_enabled?: boolean;
  drilldown_enabled?: boolean;
  global_time?: boolean;
  section_type?: 'section' | 'program_master' | null;
  use_section_template?: boolean;
  professors?: string[];
  assistants?: string[];
  assistants_no_mgr_rights?: boolean;
  navigation?: CourseNavigation | null;
  instructor_notes?: string | null;
}
