/**
 * Vitrine's own pt-BR texts of the access gates (approval, terms of use, hidden prices,
 * modules). The spec's verbatim texts ('Cadastro em análise', 'Faça login para comprar',
 * 'Seu cadastro já foi confirmado e aguarda aprovação', 'Sessão expirada, efetue login
 * novamente') stay in `MSG`; these complete them where the spec gives no words.
 */
export const ACCESS_MSG = {
  /** Shown instead of a price to a visitor where the supplier hides prices (spec §6 tag). */
  loginToSeePrices: 'Faça login para ver os preços',
  /** Shown instead of a price to a logged-in customer waiting for approval (support-budget). */
  pricesAfterApproval: 'Os preços aparecem assim que seu cadastro for aprovado',
  /** Order refused: the customer is not approved at a supplier that blocks unapproved orders. */
  orderNeedsApproval:
    'Seu cadastro ainda não foi aprovado por este fornecedor. Os pedidos serão liberados após a aprovação.',
  /** Order refused: the supplier's current terms of use were not accepted. */
  orderNeedsTerms: 'É necessário aceitar a versão atual dos termos de uso antes de fazer pedidos',
  /** Body of the 'Cadastro em análise' modal for a registration not confirmed yet. */
  underReviewBody:
    'Recebemos seu cadastro e ele está sendo analisado pelo fornecedor. Você pode navegar pela loja; os pedidos serão liberados após a aprovação.',
  /** Title of the terms-of-use modal. */
  termsTitle: 'Termos de uso',
  /** The terms modal's accept button. */
  termsAccept: 'Li e aceito',
  /** Intro line of the terms modal when a newer version replaces an accepted one. */
  termsNewVersion:
    'Os termos de uso foram atualizados. Leia e aceite a nova versão para continuar comprando.',
  /** Intro line of the terms modal for a first acceptance. */
  termsFirstTime: 'Para comprar nesta loja, leia e aceite os termos de uso.',
  /** A PUT naming a version that is not the supplier's current one. */
  termsOutdatedVersion:
    'Esta versão dos termos de uso não é a atual. Recarregue a página e leia a versão vigente.',
  /** No terms of use published at the supplier, or no such version. */
  termsNotFound: 'Termos de uso não encontrados',
  /** Terms acceptance recorded (toast). */
  termsAccepted: 'Termos de uso aceitos',
  /** The terms document failed to load in the modal. */
  termsLoadFailed: 'Não foi possível carregar os termos de uso. Tente novamente.',
  /** A module the supplier does not offer (API 404 and the storefront's page). */
  moduleUnavailable: 'Este recurso não está disponível nesta loja',
  /** Logout warning when an API reply carries the action logout (spec §8). */
  loggedOutByServer: 'Sua sessão foi encerrada. Entre novamente para continuar.',
  /** Close button of the access modals. */
  close: 'Fechar',
  /** Dismisses the 'Cadastro em análise' modal. */
  understood: 'Entendi',
  /** The approval status changed since the last page (spec §4 Session check). */
  approvalChanged: 'A situação do seu cadastro foi atualizada.',
} as const;
