// A tiny bus: "the server answered a request just now". The API client reports every answer it
// gets from the server itself; the offline runtime listens, so changes waiting out a long backoff
// after an outage the browser never noticed (Wi-Fi up, server down) go as soon as the server is back.
type Listener = () => void
const listeners = new Set<Listener>()

export function noteServerAnswered(): void {
  for (const listener of listeners) listener()
}

export function onServerAnswered(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
