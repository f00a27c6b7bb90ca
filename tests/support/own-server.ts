// A server this spec starts, kills and restarts itself (the fault tests), on its own port and data
// folder, running the same built app and API as the shared one.
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { expect } from '@playwright/test'

export class OwnServer {
  private child: ChildProcess | null = null
  readonly baseURL: string

  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {
    this.baseURL = `http://127.0.0.1:${port}`
  }

  /** `timeoutMs`: a first start seeds the demo data, which takes minutes on a loaded machine. */
  async start(fresh = false, timeoutMs = 120_000): Promise<void> {
    if (fresh) rmSync(this.dataDir, { recursive: true, force: true })
    this.child = spawn(process.execPath, ['dist-server/main.js'], {
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, DATABASE_URL: '' },
      stdio: 'ignore',
    })
    const healthy = () =>
      fetch(`${this.baseURL}/dis/ts/health`).then(
        (answer) => answer.ok,
        () => false, // not listening yet
      )
    await expect
      .poll(healthy, { message: `server on ${this.port} did not start`, timeout: timeoutMs, intervals: [200] })
      .toBe(true)
  }

  /** SIGKILL: no clean shutdown, as a crash or a pulled plug. */
  async kill(): Promise<void> {
    const child = this.child
    this.child = null
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }

  async restart(): Promise<void> {
    await this.kill()
    await this.start()
  }
}
