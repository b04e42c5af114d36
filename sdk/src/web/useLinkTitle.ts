import { useCallback, useEffect, useRef } from 'react';
import type { LinkTitle, LinkTitleCall } from '@lms/contract/linkTitle.ts';
import type { ValueChange } from './valueChange.ts';
import { useApi } from './context.ts';

/**
 * Part 2 §7 `get_component_title`: the title (and description) of a web page
 * or PDF an author links to, read by the server from public addresses only.
 * `titleCall` is the call that reads it (`get_component_title/iframe/` of the
 * iframe plugin, `get_component_title/pdf/` of the pdf plugin).
 * `suggest(url, apply)` asks once the author has entered the address, and
 * hands the answer to `apply` unless the address has changed meanwhile;
 * failures say nothing (the author can always type a title).
 */
export function useLinkTitle(titleCall: LinkTitleCall): { suggest(url: string, apply: (found: LinkTitle) => void): void } {
  const api = useApi();
  const latest = useRef<string>('');
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const suggest = useCallback(
    (url: string, apply: (found: LinkTitle) => void) => {
      const address = url.trim();
      latest.current = address;
      if (!/^https?:\/\/\S+$/i.test(address)) return;
      api
        .call(titleCall, { params: {}, body: { url: address } })
        .then((found) => {
          if (mounted.current && latest.current === address && found.title) apply(found);
        })
        .catch(() => undefined);
    },
    [api, titleCall],
  );
  return { suggest };
}

/**
 * For editors of a config with `url` and an optional `title` (iframe, pdf):
 * the handler to call when the author leaves the address field; it fills an
 * empty title with the linked page's own, unless the author typed one meanwhile.
 * The answer comes as an updater (an Editor's onChange), applied to the config as it is then.
 */
export function useSuggestedTitle<C extends { url: string; title?: string }>(titleCall: LinkTitleCall, value: C, onChange: (next: ValueChange<C>) => void): () => void {
  const { suggest } = useLinkTitle(titleCall);
  return () => {
    if (value.title) return;
    suggest(value.url, (found) => onChange((current) => (current.title ? current : { ...current, title: found.title })));
  };
}
