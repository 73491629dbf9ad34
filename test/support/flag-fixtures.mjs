// An asset host for the pickers' tests, on the test server: /flag-host/api/assets/flags/<cc>.svg is
// the reference server's flag (demo/fixtures/flags/: ae, gb, ie); any other country's flag is missing (404).
export async function flagFixtures(context, next) {
  const match = /^\/flag-host\/api\/assets\/flags\/([a-z]{2})\.svg$/.exec(context.path);
  if (match) context.url = `/demo/fixtures/flags/${match[1]}.svg`;
  return next();
}
