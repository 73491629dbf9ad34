// An echo on the test server for the XMLHttpRequest transport's tests: /echo answers with the
// method, the request headers and the body's length as JSON, with the status asked in ?status=
// (204 without a body) and an `x-echo` header, after ?delay= ms (to abort a request whose body is
// all sent: aborting mid-body makes the server log a parse error).
export async function echoFixture(context, next) {
  if (context.path !== '/echo') return next();
  let length = 0;
  for await (const chunk of context.req) length += chunk.length;
  await new Promise((resolve) => setTimeout(resolve, Number(context.query.delay ?? 0)));
  const status = Number(context.query.status ?? 200);
  context.status = status;
  context.set('x-echo', 'yes');
  if (status !== 204) context.body = { method: context.method, headers: context.headers, length };
}
