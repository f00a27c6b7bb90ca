// Where one end-to-end run keeps its server's data and log: a folder per port, so two runs in one
// checkout (E2E_PORT=… beside the default) never wipe each other's database or read each other's
// SMS codes. Read by playwright.config.ts and by the tests, which run with the same environment.
export const e2ePort = Number(process.env.E2E_PORT ?? 8090)
export const e2eRunDir = `.tmp/e2e-${e2ePort}`
export const e2eDataDir = `${e2eRunDir}/data`
/** The server's log: SMS codes reach tests through the documented `log` sender. */
export const e2eServerLog = `${e2eRunDir}/server.log`
