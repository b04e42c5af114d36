-- The baseline: every student's course totals in ONE hand-written query.
-- $1 = course id; $2 = student ids to compute (text[]), or null for every enrolled student.
-- The rules are the gradebook engine's (docs/architecture.md "Gradebook engine"), for courses
-- whose activities are components placed in the course (the bench seeds no custom columns):
--   * a cell's score is the highest among its graded and needing-grading attempts ('submitted'
--     ones are still being scored); an instructor's grade replaces it;
--   * excused cells and practice activities (graded = false) count nowhere;
--   * a cell with nothing recorded (no attempt, no grade) counts as 0 once the close date has
--     passed, never before and never without a close date;
--   * in each rollup group the lowest drop_lowest cells by percent are dropped, ties in course
--     order, only cells not waiting for grading, and at least one counted cell is kept (the
--     window runs only over the groups that drop; the rest are plain sums);
--   * the percent is the sum of each group's percent (2 decimals) times its weight over the
--     weights of the groups with counted cells (each contribution to 2 decimals) when all those
--     groups have a weight, else points over points; a final-grade override replaces it.
with
  groups as (
    select id, weight, drop_lowest from rollup_groups where course_id = $1
  ),
  students as (
    select user_id from enrollments where course_id = $1 and ($2::text[] is null or user_id = any ($2::text[]))
  ),
  graded as (
    select a.id, a.rollup_id, a.max_score, a.close_date, coalesce(g.drop_lowest, 0) as drop_lowest,
           row_number() over (order by cl.position, lp.position, pc.slot, pc.position, a.id) as position
    from activities a
    join page_components pc on pc.component_id = a.component_id
    join lesson_pages lp on lp.page_id = pc.page_id
    join course_lessons cl on cl.lesson_id = lp.lesson_id and cl.course_id = a.course_id
    left join groups g on g.id = a.rollup_id
    where a.course_id = $1 and a.graded and a.max_score > 0
  ),
  counted as (
    select user_id, activity_id,
           max(score) filter (where status in ('graded', 'needs_grading')) as score,
           bool_or(status = 'needs_grading') as needs_grading
    from attempts
    where course_id = $1 and ($2::text[] is null or user_id = any ($2::text[]))
    group by user_id, activity_id
  ),
  overrides as (
    select user_id, activity_id, grade, excused
    from grade_overrides
    where course_id = $1 and ($2::text[] is null or user_id = any ($2::text[]))
  ),
  recorded as (
    select coalesce(c.user_id, o.user_id) as user_id, coalesce(c.activity_id, o.activity_id) as activity_id,
           coalesce(o.grade, c.score) as score, coalesce(o.excused, false) as excused,
           coalesce(c.needs_grading, false) and o.grade is null as pending
    from counted c
    full join overrides o on o.user_id = c.user_id and o.activity_id = c.activity_id
  ),
  cells as (
    select s.user_id, a.id as activity_id, a.position, a.rollup_id, a.max_score, a.drop_lowest,
           coalesce(r.score, 0) as score, coalesce(r.pending, false) as pending
    from students s
    cross join graded a
    left join recorded r on r.user_id = s.user_id and r.activity_id = a.id
    where not coalesce(r.excused, false)
      and (r.score is not null or (r.user_id is null and a.close_date <= now()))
  ),
  dropped as (
    select user_id, rollup_id, sum(score) as score, sum(max_score) as max_score
    from (select user_id, rollup_id, score, max_score, drop_lowest, pending,
                 row_number() over (partition by user_id, rollup_id, pending order by score / max_score, position) as from_lowest,
                 count(*) over (partition by user_id, rollup_id) as in_group
          from cells where drop_lowest > 0) d
    where not pending and from_lowest <= least(drop_lowest, in_group - 1)
    group by user_id, rollup_id
  ),
  group_totals as (
    select c.user_id, c.rollup_id,
           round(sum(c.score) - coalesce(min(d.score), 0), 2) as score,
           round(sum(c.max_score) - coalesce(min(d.max_score), 0), 2) as max_score
    from cells c
    left join dropped d on d.user_id = c.user_id and d.rollup_id is not distinct from c.rollup_id
    group by c.user_id, c.rollup_id
  ),
  weighted_groups as (
    select t.user_id, t.rollup_id, t.score, t.max_score, g.weight,
           round(100 * t.score / nullif(t.max_score, 0), 2) as percent,
           sum(g.weight) over (partition by t.user_id) as total_weight,
           bool_and(g.weight is not null and t.max_score > 0) over (partition by t.user_id) as all_weighted
    from group_totals t
    left join groups g on g.id = t.rollup_id
  ),
  student_totals as (
    select user_id, sum(score) as score, sum(max_score) as max_score,
           bool_and(all_weighted) and min(total_weight) > 0 as weighted,
           sum(round(percent * weight / nullif(total_weight, 0), 2)) as weighted_percent,
           jsonb_agg(jsonb_build_object('id', rollup_id, 'score', score, 'max_score', max_score, 'percent', percent) order by rollup_id) as groups
    from weighted_groups
    group by user_id
  )
select u.id, u.lastname, u.firstname, u.email, t.score, t.max_score,
       coalesce(f.percent, case when t.weighted then t.weighted_percent else round(100 * t.score / nullif(t.max_score, 0), 2) end) as percent,
       f.percent as final_override,
       coalesce(t.groups, '[]'::jsonb) as groups
from students s
join users u on u.id = s.user_id
left join student_totals t on t.user_id = s.user_id
left join course_grade_overrides f on f.course_id = $1 and f.user_id = s.user_id
order by u.lastname, u.firstname, u.id
