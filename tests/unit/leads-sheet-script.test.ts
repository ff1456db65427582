// The Apps Script of docs/integrations/google-sheets.md, run against an in-memory stand-in for
// the Sheets, Lock, Cache and Content services: the script a customer pastes must work.
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

const doc = readFileSync(new URL('../../docs/integrations/google-sheets.md', import.meta.url), 'utf8')
const script = /```js\n([\s\S]*?)```/.exec(doc)?.[1] ?? ''

class FakeSheet {
  rows: string[][] = []
  frozen = 0
  getLastRow() {
    return this.rows.length
  }
  getLastColumn() {
    return Math.max(0, ...this.rows.map((row) => row.length))
  }
  getRange(row: number, column: number, rowCount = 1, columnCount = 1) {
    const rows = this.rows
    const cells = () => Array.from({ length: rowCount }, (_, r) => Array.from({ length: columnCount }, (_, c) => rows[row - 1 + r]?.[column - 1 + c] ?? ''))
    return {
      getValues: cells,
      setValues(values: string[][]) {
        values.forEach((line, r) => {
          const target = (rows[row - 1 + r] ??= [])
          line.forEach((value, c) => (target[column - 1 + c] = value))
        })
      },
      createTextFinder(text: string) {
        return {
          matchEntireCell: () => ({ findNext: () => (cells().some((line) => line.includes(text)) ? {} : null) }),
        }
      },
    }
  }
  appendRow(row: string[]) {
    this.rows.push(row.map(String))
  }
  setFrozenRows(count: number) {
    this.frozen = count
  }
}

function load(properties: Record<string, string> = {}) {
  const sheets = new Map<string, FakeSheet>()
  const cache = new Map<string, string>()
  let locked = false
  const services = {
    LockService: {
      getScriptLock: () => ({
        tryLock: () => (locked ? false : (locked = true)),
        releaseLock: () => (locked = false),
      }),
    },
    PropertiesService: { getScriptProperties: () => ({ getProperty: (key: string) => properties[key] ?? null }) },
    SpreadsheetApp: {
      getActiveSpreadsheet: () => ({
        getSheetByName: (name: string) => sheets.get(name) ?? null,
        insertSheet: (name: string) => {
          const sheet = new FakeSheet()
          sheets.set(name, sheet)
          return sheet
        },
      }),
    },
    CacheService: { getScriptCache: () => ({ get: (key: string) => cache.get(key) ?? null, put: (key: string, value: string) => cache.set(key, value) }) },
    ContentService: {
      MimeType: { JSON: 'application/json' },
      createTextOutput: (text: string) => ({ text, setMimeType: (type: string) => ({ text, type }) }),
    },
  }
  const names = Object.keys(services)
  const doPost = new Function(...names, `${script}\nreturn doPost`)(...names.map((name) => services[name as keyof typeof services])) as (e: {
    parameter: Record<string, string>
  }) => { text: string; type: string }
  return {
    post: (parameter: Record<string, string>) => {
      const output = doPost({ parameter })
      expect(output.type).toBe('application/json')
      return JSON.parse(output.text) as { result: string; duplicate?: boolean; message?: string }
    },
    sheet: () => sheets.get('Leads'),
    clearCache: () => cache.clear(),
  }
}

const ID = 'lead_01KAB3C4D5E6F7G8H9J0K1M2N3'

describe('the Google Sheets Apps Script in the docs', () => {
  it('is in the doc', () => {
    expect(script).toContain('function doPost(e)')
    expect(script).toContain('LockService')
  })

  it('creates the headers on the first lead and appends rows in header order', () => {
    const app = load()
    expect(app.post({ leadId: ID, leadKind: 'promo', submittedAt: '2026-01-01T00:00:00Z', firstName: 'Asha', email: 'a@x.example', custom: 'c' })).toEqual({
      result: 'ok',
      leadId: ID,
    })
    const sheet = app.sheet()!
    const headers = sheet.rows[0]!
    expect(headers.slice(0, 4)).toEqual(['leadId', 'submittedAt', 'leadKind', 'firstName'])
    expect(headers).toContain('zc_gad')
    expect(headers.at(-1)).toBe('custom')
    expect(sheet.frozen).toBe(1)
    const row = sheet.rows[1]!
    expect(row[headers.indexOf('leadId')]).toBe(ID)
    expect(row[headers.indexOf('email')]).toBe('a@x.example')
    expect(row[headers.indexOf('custom')]).toBe('c')
    expect(row[headers.indexOf('message')]).toBe('')
  })

  it('skips a lead id it already has, by cache and by scanning the column', () => {
    const app = load()
    app.post({ leadId: ID, firstName: 'Asha' })
    expect(app.post({ leadId: ID, firstName: 'Asha' })).toMatchObject({ result: 'ok', duplicate: true })
    app.clearCache()
    expect(app.post({ leadId: ID, firstName: 'Asha' })).toMatchObject({ result: 'ok', duplicate: true })
    expect(app.sheet()!.rows).toHaveLength(2)
  })

  it('adds a column for a field that appears later', () => {
    const app = load()
    app.post({ leadId: ID, firstName: 'A' })
    app.post({ leadId: ID.replace('N3', 'N4'), firstName: 'B', newField: 'n' })
    const [headers, first, second] = app.sheet()!.rows
    expect(headers!.at(-1)).toBe('newField')
    expect(second![headers!.indexOf('newField')]).toBe('n')
    expect(first![headers!.indexOf('newField')] ?? '').toBe('')
  })

  it('neutralises formulas and refuses a post without a lead id', () => {
    const app = load()
    app.post({ leadId: ID, firstName: '=HYPERLINK("x")', lastName: "'=already" })
    const [headers, row] = app.sheet()!.rows
    expect(row![headers!.indexOf('firstName')]).toBe(`'=HYPERLINK("x")`)
    expect(row![headers!.indexOf('lastName')]).toBe("'=already")
    expect(app.post({ firstName: 'x' })).toEqual({ result: 'error', message: 'missing leadId' })
  })

  it('checks the optional token and keeps it out of the columns', () => {
    const app = load({ LEADS_TOKEN: 's3cret' })
    expect(app.post({ leadId: ID, firstName: 'A' })).toEqual({ result: 'error', message: 'bad token' })
    expect(app.post({ leadId: ID, firstName: 'A', token: 's3cret' })).toEqual({ result: 'ok', leadId: ID })
    expect(app.sheet()!.rows[0]).not.toContain('token')
  })
})
