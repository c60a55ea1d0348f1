import { css } from 'lit';
import { base } from '../shared/styles';

export const loginStyles = [
  ...base,
  css`
    :host {
      display: grid;
      place-items: center;
      min-height: 100vh;
      padding: 24px;
      box-sizing: border-box;
    }
    .panel {
      width: min(420px, 100%);
      padding: 32px 32px 28px;
      display: grid;
      gap: 18px;
    }
    .brand {
      display: flex;
      align-items: center;
      gap: 10px;
      font-weight: 650;
      font-size: 15px;
    }
    .brand svg {
      width: 32px;
      height: 32px;
    }
    form {
      display: grid;
      gap: 14px;
    }
    .btn.primary {
      height: 38px;
      margin-top: 4px;
    }
    .sub {
      margin-top: 6px;
    }
    .foot {
      font-size: 12.5px;
      color: var(--eb-fg-muted);
      text-align: center;
    }
  `,
];
