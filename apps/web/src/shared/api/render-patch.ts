import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot } from 'react-dom/client';

/**
 * antd-mobile's Toast and Dialog use the old ReactDOM.render, which React 19 removed (STACK
 * gotcha 2). Register a createRoot-based renderer; import this before anything shows a Toast.
 */
type Container = (Element | DocumentFragment) & { __root?: ReturnType<typeof createRoot> };
unstableSetRender((node, el) => {
  const container = el as Container;
  container.__root ??= createRoot(container);
  container.__root.render(node);
  return async () => {
    await new Promise((r) => setTimeout(r, 0));
    container.__root?.unmount();
    delete container.__root;
  };
});
