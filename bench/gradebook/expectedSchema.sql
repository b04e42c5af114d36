-- The gradebook bench's EXPECTATION of the core migration 20261127200000_gradebook
-- (written on branch `ledger`; names from /work/notes/gradebook-design.md "Data model"; compared
-- with that branch's migration at 69d996f: same tables, columns and indexes, without its backfill).
-- Applied ONLY by `--seed-only`, so the seed and the baseline query can run before that
-- migration lands; every statement is a no-op where the real migration already made it.
-- The full bench never applies it: it runs on what the kernel's migrations made.
-- Once the real migration is in, this file adds nothing; remove it if that migration ever differs.

alter table activities add column if not exists lesson_id varchar(24) null;
alter table activities add column if not exists show boolean not null default true;

alter table grade_overrides add column if not exists excused boolean not null default false;
alter table grade_overrides add column if not exists updated_at timestamptz;
alter table grade_overrides add column if not exists updated_by varchar(24);
create index if not exists grade_overrides_course_id_index on grade_overrides (course_id);

create table if not exists rollup_groups (
  id varchar(24) primary key,
  course_id varchar(24) not null references courses (id) on delete cascade,
  title text not null,
  color text not null,
  weight numeric(6, 2) null,
  drop_lowest integer not null default 0,
  position integer not null default 0,
  created_at timestamptz not null default now()
);
create index if not exists rollup_groups_course_id_index on rollup_groups (course_id);

create table if not exists course_grade_overrides (
  course_id varchar(24) not null references courses (id) on delete cascade,
  user_id varchar(24) not null references users (id) on delete cascade,
  percent numeric(6, 2) not null,
  updated_by varchar(24),
  updated_at timestamptz not null default now(),
  primary key (course_id, user_id)
);
