import { defineRoute } from '../contract/route.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { componentUpdateSchema, newComponentSchema } from './componentSchemas.ts';
import { contentRefs } from './contentRefs.ts';
import { courseHome } from './courseHome.ts';
import { deliveryQuerySchema, viewAs } from './viewAs.ts';


/** Part 2 §7 "Content": the reads the delivery screens need (with the §8 course-load rules) and component save. */
export const contentRoutes = [
  defineRoute({
    method: 'GET',
    path: 'courses/',
    permission: 'user',
    summary: "The caller's courses: taught or assisted, and enrolled.",
    deps: { lists: contentRefs.courseLists },
    async handler({ user, deps }) {
      return { courses: await deps.lists.coursesFor(user!) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'courses/:courseId/',
    permission: 'course:view',
    summary: 'Course home: lessons and their pages in order, as the caller may see them (?as=student to preview as a student).',
    query: deliveryQuerySchema,
    deps: { content: kernelRefs.content, courses: kernelRefs.courses },
    handler: ({ params, query, access, deps }) => courseHome(deps.content, deps.courses, params.courseId!, viewAs(access, query)),
  }),
  defineRoute({
    method: 'GET',
    path: 'lessons/:courseId/:lessonId/',
    permission: 'course:view',
    summary: 'A lesson: its fields, pages, recommended resources (and instructor notes for professors).',
    query: deliveryQuerySchema,
    deps: { lessons: contentRefs.lessons },
    handler: ({ params, query, access, deps }) => deps.lessons.lesson(params.courseId!, params.lessonId!, viewAs(access, query)),
  }),
  defineRoute({
    method: 'GET',
    path: 'pages/:courseId/:lessonId/:pageId/',
    permission: 'course:view',
    summary: 'A page with its components (contents, recommended; instructor notes for professors).',
    query: deliveryQuerySchema,
    deps: { content: kernelRefs.content },
    handler: ({ params, query, access, deps }) => deps.content.page(params.courseId!, params.lessonId!, params.pageId!, viewAs(access, query)),
  }),
  defineRoute({
    method: 'GET',
    path: 'components/:courseId/:componentId/',
    permission: 'course:view',
    summary: 'One component of the course.',
    query: deliveryQuerySchema,
    deps: { components: kernelRefs.components },
    handler: ({ params, query, access, deps }) => deps.components.get(params.courseId!, params.componentId!, viewAs(access, query)),
  }),
  defineRoute({
    method: 'GET',
    path: 'component_types/:courseId/',
    permission: 'course:edit',
    summary: 'The installed component types an author may add: type, title, plugin and defaults.',
    deps: { registry: kernelRefs.registry },
    handler: ({ deps }) => ({
      types: [...deps.registry.componentTypes.values()].map(({ pluginId, definition }) => ({
        type: definition.type,
        title: definition.title,
        plugin: pluginId,
        defaults: definition.defaults,
      })),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: 'components/:courseId/:lessonId/:pageId/new/',
    permission: 'course:edit',
    summary: "Creates a component of a type on a page (from the type's defaults), under the page rules; slot null: on no page (a container's child).",
    body: newComponentSchema,
    deps: { components: kernelRefs.components },
    async handler({ params, body, access, user, deps, reply }) {
      const created = await deps.components.create(params.courseId!, params.lessonId!, params.pageId!, body, access!, user!.id);
      reply.status(201);
      return created;
    },
  }),
  defineRoute({
    method: 'PUT',
    path: 'components/:courseId/:lessonId/:pageId/:componentId/',
    permission: 'course:edit',
    summary: "Saves a component of the page (or held by a container on it): common fields and its config, validated by the type's plugin.",
    body: componentUpdateSchema,
    deps: { components: kernelRefs.components },
    handler: ({ params, body, access, user, deps }) =>
      deps.components.update(params.courseId!, params.lessonId!, params.pageId!, params.componentId!, body, access!, user!.id),
  }),
];
