import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { distributors } from '../../db/schema'
import { describeApp } from '../../test/helper'

const tenant = async (db: ReturnType<Parameters<Parameters<typeof describeApp>[1]>[0]>['db'], id: string) =>
  (await db.select().from(distributors).where(eq(distributors.id, id)))[0]

describeApp('POST /distributor/update', (get) => {
  it('lets the owner update the tenant details and answers the updated distributor', async () => {
    const token = await get().login('seller')
    const answer = await get().call<{ id: string; name: string; contactPhone: string; version: number }>(
      'POST',
      '/distributor/update',
      {
        token,
        body: { name: 'Demo Prints Ltd', contactPhone: '13811112222' },
      },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({
      id: 'd-demo',
      name: 'Demo Prints Ltd',
      contactPhone: '13811112222',
      version: 2,
    })
    expect((await tenant(get().db, 'd-demo'))?.name).toBe('Demo Prints Ltd')
  })

  it('only ever changes the caller own tenant', async () => {
    const token = await get().login('seller2')
    await get().call('POST', '/distributor/update', { token, body: { name: 'Second', id: 'd-demo' } })
    expect((await tenant(get().db, 'd-demo2'))?.name).toBe('Second')
    expect((await tenant(get().db, 'd-demo'))?.name).toBe('Demo Prints Ltd')
  })

  it('answers 403 to a team member without setting.edit', async () => {
    const token = await get().login('staff')
    const answer = await get().call('POST', '/distributor/update', { token, body: { name: 'Hijack' }, locale: 'en' })
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({ code: 40300, msg: 'You do not have permission to do this', data: null })
    expect((await tenant(get().db, 'd-demo'))?.name).toBe('Demo Prints Ltd')
  })

  it('answers 400 and writes nothing when one field is bad', async () => {
    const token = await get().login('seller')
    const answer = await get().call('POST', '/distributor/update', {
      token,
      body: { name: 'Half', contactPhone: '999' },
      locale: 'en',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toBe('Contact phone: Please enter a valid mobile phone number (11 digits)')
    expect((await tenant(get().db, 'd-demo'))?.name).toBe('Demo Prints Ltd')
    const empty = await get().call('POST', '/distributor/update', { token, body: {}, locale: 'zh-CN' })
    expect(empty.status).toBe(400)
    expect(empty.body.msg).toBe('请求内容：没有需要更新的内容')
  })

  it('answers 401 without a token', async () => {
    expect((await get().call('POST', '/distributor/update', { body: { name: 'x' } })).status).toBe(401)
  })

  it('with an Idempotency-Key: changes once, replays the stored answer, 422 for another body', async () => {
    const token = await get().login('seller')
    const headers = { 'idempotency-key': 'dist-upd-1' }
    const before = (await tenant(get().db, 'd-demo'))!.version
    const first = await get().call('POST', '/distributor/update', { token, headers, body: { address: 'Shenzhen' } })
    const replay = await get().call('POST', '/distributor/update', { token, headers, body: { address: 'Shenzhen' } })
    expect(replay.body).toEqual(first.body)
    expect((await tenant(get().db, 'd-demo'))!.version).toBe(before + 1)
    const other = await get().call('POST', '/distributor/update', { token, headers, body: { address: 'Guangzhou' } })
    expect(other.status).toBe(422)
    expect((await tenant(get().db, 'd-demo'))!.address).toBe('Shenzhen')
  })
})
