import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, SearchBar } from 'antd-mobile';
import { limits } from '@nanhua/contract';
import { addToHistory, clearHistory, readHistory } from '../history';
import './search.css';

interface SearchBoxProps {
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** One box for news, productions, learning and videos; the history below it is reused with a tap. */
export function SearchBox({ keyword, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(keyword);
  const [history, setHistory] = useState(readHistory);

  const submit = (raw: string) => {
    const k = raw.trim().slice(0, limits.keywordMax);
    if (!k) return;
    setValue(k);
    setHistory(addToHistory(k));
    onSearch(k);
  };

  const confirmClear = async () => {
    const ok = await Dialog.confirm({
      content: t('browse.search.clearConfirm'),
      confirmText: t('browse.search.clear'),
      cancelText: t('browse.search.cancel'),
    });
    if (!ok) return;
    clearHistory();
    setHistory([]);
  };

  return (
    <div className="search-box">
      <form
        className="search-box__bar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit(value);
        }}
      >
        <SearchBar
          className="search-box__input"
          placeholder={t('browse.search.placeholder')}
          value={value}
          maxLength={limits.keywordMax}
          onChange={setValue}
          onSearch={submit}
          onClear={() => setValue('')}
          data-testid="search-input"
        />
        <button type="submit" className="search-box__submit" data-testid="search-submit">
          {t('browse.search.submit')}
        </button>
      </form>
      {!keyword && history.length > 0 && (
        <section className="search-history" data-testid="search-history">
          <header className="search-history__head">
            <h2 className="search-history__title">{t('browse.search.history')}</h2>
            <button
              type="button"
              className="search-history__clear"
              data-testid="search-history-clear"
              onClick={() => void confirmClear()}
            >
              {t('browse.search.clear')}
            </button>
          </header>
          <ul className="search-history__list">
            {history.map((k) => (
              <li key={k}>
                <button
                  type="button"
                  className="search-history__item"
                  data-testid="search-history-item"
                  onClick={() => submit(k)}
                >
                  {k}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
