/** What a route module's head is handed at `path` of the site, with the loader's `data`. */
export const headAt = <Data>(path: string, data: Data) => ({
  data,
  url: new URL(path, 'https://wenxian.example.cn'),
  params: {},
});
