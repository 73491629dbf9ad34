/**
 * The agent-info sheet (§2.2, §9), opened from an avatar: title label, a star badge for expert,
 * guru and moderator, 'Powered by AI' for the chatbot, compact counts (at most 1 decimal),
 * tenure in years or months (at least 1), compliments; an error state with Retry.
 */
import { useEffect } from 'react';
import { reportUsage } from '../../shared/usage';
import { BottomSheet } from '../../ui/BottomSheet';
import { useElement } from '../../ui/element-context';
import { useSafeUrl } from '../../ui/links';
import { useQuery } from '../../ui/query';
import { Spinner } from '../../ui/Spinner';
import { useStrings } from '../../ui/useStrings';
import { compactCount, hasStarBadge, tenure } from '../core/agents';
import type { Chat } from '../core/chat';
import { strings } from '../strings';
import { ChatQuery } from './ChatQuery';
import { FailureState } from './FailureState';

export interface AgentSheetProps {
  chat: Chat;
  agentId: string;
  onClose: () => void;
}

function AgentSheetContent({ chat, agentId, onClose }: AgentSheetProps) {
  const t = useStrings(strings);
  const { config } = useElement();
  const safeUrl = useSafeUrl('resource');
  const agent = useQuery({ queryKey: ['chat-agent', agentId], queryFn: () => chat.agent(agentId) });
  useEffect(() => reportUsage({ screen: 'agent info', action: 'view' }), []);
  const data = agent.data;
  const served = data?.tenure ? tenure(data.tenure) : undefined;

  return (
    <BottomSheet open onClose={onClose} title={data?.name ?? t('agentInfo', { name: '' }).trim()}>
      {agent.isPending && <Spinner size={28} label={t('agentInfo', { name: '' }).trim()} />}
      {agent.isError && <FailureState onRetry={() => void agent.refetch()} />}
      {data && (
        <div className="agent" part="agent-info">
          <div className="agent-head">
            {safeUrl(data.avatarSrc) && <img className="agent-avatar" src={safeUrl(data.avatarSrc)} alt="" width="64" height="64" />}
            <div>
              {data.chatbot ? (
                <p className="agent-title">{t('poweredByAi')}</p>
              ) : (
                data.title && (
                  <p className="agent-title">
                    {hasStarBadge(data.title) && (
                      <span className="star" part="star-badge" aria-hidden="true">
                        ★{' '}
                      </span>
                    )}
                    {t(`agentTitle.${data.title}`)}
                  </p>
                )
              )}
            </div>
          </div>
          {!data.chatbot && (
            <dl className="agent-stats">
              <div>
                <dt>{t('wowReviews')}</dt>
                <dd>{compactCount(data.wowReviews, config.locale)}</dd>
              </div>
              <div>
                <dt>{t('chats')}</dt>
                <dd>{compactCount(data.chats, config.locale)}</dd>
              </div>
              {served && (
                <div>
                  <dt>{t('tenure')}</dt>
                  <dd>{t(served.unit === 'years' ? (served.value === 1 ? 'year' : 'years') : served.value === 1 ? 'month' : 'months', { count: served.value })}</dd>
                </div>
              )}
            </dl>
          )}
          {data.compliments.length > 0 && (
            <>
              <h3 className="agent-subtitle">{t('compliments')}</h3>
              <ul className="compliments">
                {data.compliments.map((compliment) => (
                  <li key={compliment.label} className={compliment.top ? 'top' : undefined}>
                    {safeUrl(compliment.assetUrl) && <img src={safeUrl(compliment.assetUrl)} alt="" width="24" height="24" />}
                    <span>{compliment.label}</span>
                    <span className="count">{compactCount(compliment.count, config.locale)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </BottomSheet>
  );
}

export function AgentSheet(props: AgentSheetProps) {
  return (
    <ChatQuery>
      <AgentSheetContent {...props} />
    </ChatQuery>
  );
}
