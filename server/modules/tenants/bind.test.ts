import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { distributorPartners } from '../../db/schema'
import { describeApp } from '../../test/helper'

describeApp('POST /distribution/bind', (get) => {
  it('links a supplier to the distributor of the invitation code', async () => {
    const answer = await get().call<{ distributorName: string }>('POST', '/distribution/bind', {
      body: { username: 'supplier', password: 'demo1234', inviteCode: 'DEMO2027' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data.distributorName).toBe('第二分销 Second Distribution')
    const links = await get()
      .db.select()
      .from(distributorPartners)
      .where(
        and(eq(distributorPartners.distributorId, 'd-demo2'), eq(distributorPartners.partnerId, 'd-demo-supplier')),
      )
    expect(links).toMatchObject([{ partnerType: 2 }])
  })

  it('answers 409 when already bound', async () => {
    const answer = await get().call('POST', '/distribution/bind', {
      body: { username: 'factory', password: 'demo1234', inviteCode: 'demo2026' },
      locale: 'en',
    })
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ code: 40005, msg: 'Already bound to 演示分销 Demo Distribution' })
  })

  it('refuses a distributor account', async () => {
    const answer = await get().call('POST', '/distribution/bind', {
      body: { username: 'seller2', password: 'demo1234', inviteCode: 'DEMO2026' },
      locale: 'en',
    })
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toMatch(/^A distributor account cannot bind/)
  })

  it('answers 404 for an unknown invitation code and 400 for wrong credentials', async () => {
    const unknown = await get().call('POST', '/distribution/bind', {
      body: { username: 'factory', password: 'demo1234', inviteCode: 'NOPE1234' },
      locale: 'en',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toBe('Invitation code not found')
    const wrong = await get().call('POST', '/distribution/bind', {
      body: { username: 'factory', password: 'wrong', inviteCode: 'DEMO2027' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.code).toBe(40002)
  })

  it('answers 400 naming the fields, in both languages', async () => {
    const en = await get().call('POST', '/distribution/bind', {
      body: { username: 'factory', inviteCode: 'x' },
      locale: 'en',
    })
    expect(en.status).toBe(400)
    expect(en.body.msg).toBe(
      'Password: is required; Invitation code: Too small: expected string to have >=4 characters',
    )
    const zh = await get().call('POST', '/distribution/bind', { body: { username: 'factory', password: 'demo1234' } })
    expect(zh.body.msg).toBe('邀请码：不能为空')
  })
})

describeApp('invitation code guessing', (get) => {
  it('refuses an account after 10 wrong invitation codes in 15 minutes, even with a right one', async () => {
    const bind = (inviteCode: string, remoteAddress = '10.4.0.1') =>
      get().call('POST', '/distribution/bind', {
        body: { username: 'supplier', password: 'demo1234', inviteCode },
        remoteAddress,
        locale: 'en',
      })
    const statuses: number[] = []
    for (let i = 0; i < 14; i++) statuses.push((await bind(`GUESS${i}`)).status)
    expect(statuses).toEqual([...Array(10).fill(404), ...Array(4).fill(429)])
    const right = await bind('DEMO2027', '10.4.0.2')
    expect(right.status).toBe(429)
    expect(right.body.msg).toMatch(/^Too many wrong invitation codes, please try again in \d+ seconds$/)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
  })
})
