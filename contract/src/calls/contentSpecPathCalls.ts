import { Type } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { ComponentFieldsSchema, updateComponent } from './contentCalls.ts';
import { pinComponent, pinItem } from './authoringCalls.ts';
import { createTag, listTags, NewTagSchema, renameTag, TagRenameSchema, toggleStar } from './learnerCalls.ts';
import { itemId } from './contentFields.ts';

/**
 * Part 2 §7 "Content" calls at the spec's own paths where ours differ: the
 * component save by POST, and the pins, the page star and the tag calls whose
 * paths name no course. Each answers what the call of ours beside it answers,
 * through the same service. Where the path names an object, the kernel decides
 * the course permission in the object's course (RouteOptions.courseOf); where the
 * payload names the course, on its `course` (RouteOptions.courseInBody).
 */

export const saveComponentByPost = defineCall({
  method: 'POST',
  path: 'components/:courseId/:lessonId/:pageId/:componentId/',
  summary: 'Saves a component of the page (the spec\'s POST beside PUT at the same path; the same save).',
  body: ComponentFieldsSchema,
  answer: updateComponent.answer,
});

export const pinComponentById = defineCall({
  method: 'GET',
  path: 'pin_to_library/component/:componentId',
  summary: "Pins a component to the caller's library, in the component's course (the spec's path; as GET pin_to_library/component/{id}/{courseId}).",
  answer: pinComponent.answer,
});

export const pinItemById = defineCall({
  method: 'GET',
  path: 'pin_to_library/:type/:itemId',
  summary: "Pins a lesson or page (type lessons or pages) to the caller's library, in its course (the spec's path; as GET pin_to_library/{type}/{id}/{courseId}).",
  answer: pinItem.answer,
});

export const toggleStarById = defineCall({
  method: 'POST',
  path: 'pages/:pageId/toggle_star/',
  summary: "Flips the caller's bookmark on a page, in the page's course (the spec's path; as POST pages/{courseId}/{lessonId}/{pageId}/toggle_star/).",
  answer: toggleStar.answer,
});

export const listOwnTags = defineCall({
  method: 'GET',
  path: 'tags',
  summary: "Authoring tags of every course: all for administrators, otherwise the caller's own (the spec's GET tags; GET tags/{courseId}/ adds the course's).",
  answer: listTags.answer,
});

export const createTagInPayload = defineCall({
  method: 'POST',
  path: 'tags',
  summary: 'Creates an authoring tag in the course named in the payload (the spec\'s path; as POST tags/{courseId}/).',
  body: Type.Object(
    { course: itemId(), ...NewTagSchema.properties },
    { errorMessage: { required: { course: 'Please name the course.', name: 'Please enter a tag name.', type: 'Unknown tag type.' } } },
  ),
  answer: createTag.answer,
});

export const renameTagInPayload = defineCall({
  method: 'PUT',
  path: 'tags',
  summary: 'Renames the authoring tag `_id` of the course named in the payload (the spec\'s path; as PUT tags/{courseId}/{tagId}/).',
  body: Type.Object(
    { course: itemId(), _id: itemId(), ...TagRenameSchema.properties },
    { errorMessage: { required: { course: 'Please name the course.', _id: 'Please name the tag.', name: 'Please enter a tag name.' } } },
  ),
  answer: renameTag.answer,
});
