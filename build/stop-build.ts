// How the build's own checks stop it: with a message that says what to change, printed as well,
// because the bundler reports an error thrown in a hook or while chunking only as a failed build.
export function stopBuild(
  message: string,
  fail: (message: string) => never = (text) => {
    throw new Error(text)
  },
): never {
  console.error(`\n${message}\n`)
  return fail(message)
}
