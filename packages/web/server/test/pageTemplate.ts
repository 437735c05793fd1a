/** The built template's shape, for renderer tests: markers where the renderer writes the head, the page and its state. */
export const PAGE_TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>文献</title><!--app-head--></head>' +
  '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>';
