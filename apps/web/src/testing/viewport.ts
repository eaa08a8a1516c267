/** Makes window.matchMedia answer like a phone (375 px) or a desktop (1280 px) for max-width queries. */
export function setViewport(kind: 'mobile' | 'desktop'): void {
  const width = kind === 'mobile' ? 375 : 1280;
  window.matchMedia = (query: string): MediaQueryList => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = max?.[1] ? width <= Number(max[1]) : false;
    // The deprecated addListener/removeListener are left out; nothing in the app uses them.
    return Object.assign(new EventTarget(), {
      matches,
      media: query,
      onchange: null,
    }) as unknown as MediaQueryList;
  };
}
