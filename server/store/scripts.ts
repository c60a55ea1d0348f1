import type { RedisClient } from '../redis/client';
import { defineScript, type Script } from '../redis/scripts';

const lua = (file: string) => new URL(`./lua/${file}`, import.meta.url);

export interface StoreScripts {
  admit: Script;
  window: Script;
  templateCreate: Script;
  templateUpdate: Script;
  templateDelete: Script;
  templateList: Script;
  renderCount: Script;
  keyRotate: Script;
  loginAttempt: Script;
  loginRefund: Script;
  keyCreate: Script;
}

export function registerScripts(redis: RedisClient): StoreScripts {
  return {
    admit: defineScript(redis, { name: 'admit', file: lua('admit.lua'), keys: 3 }),
    window: defineScript(redis, { name: 'window', file: lua('window.lua'), keys: 1 }),
    templateCreate: defineScript(redis, { name: 'template_create', file: lua('template-create.lua'), keys: 7, durable: true }),
    templateUpdate: defineScript(redis, { name: 'template_update', file: lua('template-update.lua'), keys: 5, durable: true }),
    templateDelete: defineScript(redis, { name: 'template_delete', file: lua('template-delete.lua'), keys: 4, durable: true }),
    templateList: defineScript(redis, { name: 'template_list', file: lua('template-list.lua'), keys: 2 }),
    renderCount: defineScript(redis, { name: 'render_count', file: lua('render-count.lua'), keys: 2, durable: true }),
    keyRotate: defineScript(redis, { name: 'key_rotate', file: lua('key-rotate.lua'), keys: 4, durable: true }),
    loginAttempt: defineScript(redis, { name: 'login_attempt', file: lua('login-attempt.lua'), keys: 2 }),
    loginRefund: defineScript(redis, { name: 'login_refund', file: lua('login-refund.lua'), keys: 2 }),
    keyCreate: defineScript(redis, { name: 'key_create', file: lua('key-create.lua'), keys: 3, durable: true }),
  };
}
