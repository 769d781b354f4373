'use strict'

const { EventEmitter } = require('events')
const path = require('path')
const fs = require('fs/promises')

const DEFAULT_OPTIONS = {
  retries: 3,
  timeout: 30_000,
  encoding: 'utf8',
}

class TaskQueue extends EventEmitter {
  constructor (options = {}) {
    super()
    this.options = { ...DEFAULT_OPTIONS, ...options }
    this.pending = []
    this.running = 0
  }

  push (task) {
    if (typeof task !== 'function') {
      throw new TypeError(`expected a function, got ${typeof task}`)
    }
    this.pending.push(task)
    process.nextTick(() => this._drain())
    return this
  }

  async _run (task, attempt = 1) {
    try {
      return await Promise.race([
        task(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), this.options.timeout)),
      ])
    } catch (err) {
      if (attempt >= this.options.retries) throw err
      this.emit('retry', { err, attempt })
      return this._run(task, attempt + 1)
    }
  }

  _drain () {
    while (this.running < 4 && this.pending.length > 0) {
      const task = this.pending.shift()
      this.running++
      this._run(task)
        .then((value) => this.emit('done', value))
        .catch((err) => this.emit('error', err))
        .finally(() => {
          this.running--
          this._drain()
        })
    }
  }
}

async function readConfig (dir) {
  const file = path.join(dir, '.queuerc.json')
  try {
    const raw = await fs.readFile(file, 'utf8')
    return JSON.parse(raw)
  } catch (err) {
    if (err.code === 'ENOENT') return {}
    throw err
  }
}

module.exports = { TaskQueue, readConfig }
