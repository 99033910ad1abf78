import { type ComponentChild, render } from 'preact'

/** `react-dom/client`'s createRoot for the widget build (see index.ts): Preact's render. */
export function createRoot(container: Element | DocumentFragment) {
  return {
    render: (node: ComponentChild) => render(node, container),
    unmount: () => render(null, container),
  }
}
