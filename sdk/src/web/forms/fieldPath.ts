/** A 422 names a field by its body path ("fields/school", at times "/fields/school"); the form holds it at "fields.school". */
export function formPath(serverField: string): string {
  return serverField.replace(/^\//, '').replace(/\//g, '.');
}
