import { css } from 'lit';
import { tokens } from '../../element/shared/theme.styles';
import { base } from '../shared/styles';

export const appStyles = [
  tokens,
  ...base,
  css`
    :host {
      display: block;
      min-height: 100vh;
      background: var(--eb-bg-subtle);
      color: var(--eb-fg);
      --eb-shadow: 0 1px 2px rgb(16 17 20 / 5%), 0 1px 3px rgb(16 17 20 / 4%);
    }
    :host([theme='dark']) {
      --eb-bg-subtle: #121316;
      --eb-shadow: 0 1px 2px rgb(0 0 0 / 40%);
    }
    @media (prefers-color-scheme: dark) {
      :host([theme='auto']) {
        --eb-bg-subtle: #121316;
        --eb-shadow: 0 1px 2px rgb(0 0 0 / 40%);
      }
    }
    .login-tools {
      position: fixed;
      top: 16px;
      inset-inline-end: 16px;
      display: flex;
      gap: 8px;
    }
    .skip {
      position: absolute;
      inset-inline-start: 12px;
      top: -60px;
      z-index: 10;
      padding: 8px 12px;
      border-radius: 8px;
      background: var(--eb-accent);
      color: var(--eb-accent-fg);
      font-weight: 600;
      text-decoration: none;
    }
    .skip:focus {
      top: 12px;
    }
    header {
      position: sticky;
      top: 0;
      z-index: 5;
      background: color-mix(in srgb, var(--eb-bg) 88%, transparent);
      backdrop-filter: saturate(1.4) blur(10px);
      border-bottom: 1px solid var(--eb-border);
    }
    /* Wider than the page's content: the brand, four views, the language, the theme and Sign out
       need about 1,200 px in the longer languages. */
    .bar {
      max-width: 1360px;
      margin: 0 auto;
      padding: 0 24px;
      height: 60px;
      display: flex;
      align-items: center;
      gap: 24px;
    }
    .brand {
      flex-shrink: 0;
      display: flex;
      align-items: center;
      gap: 10px;
      font-weight: 650;
      font-size: 15px;
      white-space: nowrap;
    }
    .brand svg {
      width: 28px;
      height: 28px;
    }
    .brand small {
      font-weight: 500;
      color: var(--eb-fg-muted);
      font-size: 13px;
    }
    nav ul {
      list-style: none;
      display: flex;
      gap: 4px;
      margin: 0;
      padding: 0;
    }
    nav a {
      display: inline-flex;
      align-items: center;
      gap: 7px;
      height: 34px;
      padding: 0 12px;
      border-radius: 8px;
      color: var(--eb-fg-muted);
      text-decoration: none;
      font-weight: 550;
      white-space: nowrap;
    }
    nav a svg {
      width: 16px;
      height: 16px;
    }
    nav a:hover {
      color: var(--eb-fg);
      background: var(--eb-bg-muted);
    }
    nav a[aria-current='page'] {
      color: var(--eb-accent);
      background: var(--eb-accent-soft);
    }
    .spacer {
      flex: 1;
    }
    /* Narrower windows let the navigation scroll on its own; the tools never leave the window. */
    nav {
      min-width: 0;
      overflow-x: auto;
    }
    .tools {
      flex-shrink: 0;
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .btn.icon {
      width: 34px;
    }
    main {
      max-width: 1120px;
      margin: 0 auto;
      padding: 32px 24px 64px;
    }
    main:focus {
      outline: none;
    }
    /* A laptop's window: the views' names without their icons, the brand without "Dashboard" (the
       longer languages' names then fit beside the tools). */
    @media (max-width: 1400px) {
      nav a svg,
      .brand small {
        display: none;
      }
    }
    @media (max-width: 760px) {
      .bar {
        height: auto;
        flex-wrap: wrap;
        padding: 10px 16px;
        gap: 10px;
      }
      nav {
        order: 3;
        width: 100%;
        overflow-x: auto;
      }
      nav a {
        padding: 0 10px;
      }
      nav a svg {
        display: none;
      }
      .brand small,
      .signout-label {
        display: none;
      }
      main {
        padding: 20px 16px 48px;
      }
    }
  `,
];
