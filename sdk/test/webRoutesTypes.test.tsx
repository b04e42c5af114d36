import { describe, expectTypeOf, it } from 'vitest';
import { defineWebPlugin, fillRoutePath, pluginRoute, type RouteScreenProps, type ScreenProps } from '@lms/sdk/web';

const decks = pluginRoute('flashcards.decks', '/:courseId/decks/:deckId', 'user');

describe("a web manifest's screens are typed by their routes", () => {
  it("gives a plugin's own route the params of its path", () => {
    expectTypeOf<RouteScreenProps<typeof decks>['params']>().toEqualTypeOf<{ readonly courseId: string } & { readonly deckId: string }>();
    const DeckScreen = ({ params }: RouteScreenProps<typeof decks>) => <h1>{params.deckId}</h1>;
    expectTypeOf(defineWebPlugin({ id: 'flashcards', routes: [decks], screens: { 'flashcards.decks': DeckScreen } })).toBeObject();
    expectTypeOf(fillRoutePath(decks, { courseId: 'c', deckId: 'd' })).toBeString();
    // @ts-expect-error: the path has a deckId
    expectTypeOf(() => fillRoutePath(decks, { courseId: 'c' })).toBeFunction();
  });

  it("keeps the spec's routes typed, and refuses a screen for a route the plugin does not declare", () => {
    const PageScreen = ({ params }: ScreenProps<'page'>) => <h1>{params.pageId}</h1>;
    expectTypeOf(defineWebPlugin({ id: 'p', screens: { page: PageScreen } })).toBeObject();
    // @ts-expect-error: the page route has no deckId
    expectTypeOf(defineWebPlugin({ id: 'p', screens: { page: ({ params }: { params: { deckId: string } }) => <h1>{params.deckId}</h1> } })).toBeObject();
    // @ts-expect-error: "flashcards.decks" is not declared in routes
    expectTypeOf(defineWebPlugin({ id: 'p', screens: { 'flashcards.decks': () => null } })).toBeObject();
  });

  it('namespaces a plugin route name with a dot', () => {
    // @ts-expect-error: a plugin route's name is "<plugin id>.<name>"
    expectTypeOf(pluginRoute('decks', '/:courseId/decks', 'user')).toBeObject();
  });
});
