// The generated module's translation namespace: the same generic strings in the 16 languages of
// the app (apps/web/public/locales/<lng>/<name>.json). Only the English screen title carries the
// module's name; the other languages say "Records" until someone translates the name.

const keys = [
  'records',
  'new',
  'save',
  'cancel',
  'delete',
  'editNamed',
  'deleteNamed',
  'name',
  'note',
  'empty',
  'newTitle',
  'editTitle',
  'deleteTitle',
  'deleteConfirm',
  'required',
  'tooLong',
  'invalid',
  'nameTaken',
  'stale',
  'notFound',
  'forbidden',
  'network',
  'generic',
];

/* prettier-ignore */
const table = {
  en: ['Records', 'New record', 'Save', 'Cancel', 'Delete', 'Edit {{name}}', 'Delete {{name}}', 'Name', 'Note', 'No records yet', 'New record', 'Edit record', 'Delete record', 'Delete {{name}}? This cannot be undone.', 'Required', 'Too long', 'Not valid', 'A record with this name already exists', 'Someone else changed this record. Close the form and try again.', 'This record no longer exists', 'You do not have permission to do this', 'The server cannot be reached. Check your connection.', 'Something went wrong. Try again.'],
  zh: ['记录', '新建记录', '保存', '取消', '删除', '编辑 {{name}}', '删除 {{name}}', '名称', '备注', '暂无记录', '新建记录', '编辑记录', '删除记录', '删除 {{name}}？此操作无法撤销。', '必填', '过长', '无效', '已存在同名记录', '其他人已修改此记录。请关闭表单后重试。', '此记录已不存在', '您没有执行此操作的权限', '无法连接服务器。请检查您的网络连接。', '出现问题。请重试。'],
  da: ['Poster', 'Ny post', 'Gem', 'Annuller', 'Slet', 'Rediger {{name}}', 'Slet {{name}}', 'Navn', 'Notat', 'Ingen poster endnu', 'Ny post', 'Rediger post', 'Slet post', 'Slet {{name}}? Dette kan ikke fortrydes.', 'Påkrævet', 'For lang', 'Ugyldig', 'Der findes allerede en post med dette navn', 'En anden har ændret denne post. Luk formularen, og prøv igen.', 'Denne post findes ikke længere', 'Du har ikke tilladelse til at gøre dette', 'Serveren kan ikke nås. Kontrollér din forbindelse.', 'Noget gik galt. Prøv igen.'],
  fr: ['Enregistrements', 'Nouvel enregistrement', 'Enregistrer', 'Annuler', 'Supprimer', 'Modifier {{name}}', 'Supprimer {{name}}', 'Nom', 'Remarque', 'Aucun enregistrement pour l’instant', 'Nouvel enregistrement', 'Modifier l’enregistrement', 'Supprimer l’enregistrement', 'Supprimer {{name}} ? Cette action est irréversible.', 'Obligatoire', 'Trop long', 'Non valide', 'Un enregistrement porte déjà ce nom', 'Quelqu’un d’autre a modifié cet enregistrement. Fermez le formulaire et réessayez.', 'Cet enregistrement n’existe plus', 'Vous n’avez pas l’autorisation de faire cela', 'Le serveur est injoignable. Vérifiez votre connexion.', 'Un problème est survenu. Réessayez.'],
  de: ['Einträge', 'Neuer Eintrag', 'Speichern', 'Abbrechen', 'Löschen', '{{name}} bearbeiten', '{{name}} löschen', 'Bezeichnung', 'Notiz', 'Noch keine Einträge', 'Neuer Eintrag', 'Eintrag bearbeiten', 'Eintrag löschen', '{{name}} löschen? Das kann nicht rückgängig gemacht werden.', 'Pflichtfeld', 'Zu lang', 'Ungültig', 'Ein Eintrag mit diesem Namen existiert bereits', 'Jemand anderes hat diesen Eintrag geändert. Schließen Sie das Formular und versuchen Sie es erneut.', 'Dieser Eintrag existiert nicht mehr', 'Dazu fehlt Ihnen die Berechtigung', 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung.', 'Etwas ist schiefgelaufen. Versuchen Sie es erneut.'],
  el: ['Εγγραφές', 'Νέα εγγραφή', 'Αποθήκευση', 'Ακύρωση', 'Διαγραφή', 'Επεξεργασία {{name}}', 'Διαγραφή {{name}}', 'Όνομα', 'Σημείωση', 'Δεν υπάρχουν ακόμη εγγραφές', 'Νέα εγγραφή', 'Επεξεργασία εγγραφής', 'Διαγραφή εγγραφής', 'Διαγραφή {{name}}; Η ενέργεια δεν αναιρείται.', 'Υποχρεωτικό', 'Πολύ μεγάλο', 'Μη έγκυρο', 'Υπάρχει ήδη εγγραφή με αυτό το όνομα', 'Κάποιος άλλος άλλαξε αυτή την εγγραφή. Κλείστε τη φόρμα και δοκιμάστε ξανά.', 'Αυτή η εγγραφή δεν υπάρχει πλέον', 'Δεν έχετε δικαίωμα για αυτή την ενέργεια', 'Ο διακομιστής δεν είναι προσβάσιμος. Ελέγξτε τη σύνδεσή σας.', 'Κάτι πήγε στραβά. Δοκιμάστε ξανά.'],
  hu: ['Bejegyzések', 'Új bejegyzés', 'Mentés', 'Mégse', 'Törlés', '{{name}} szerkesztése', '{{name}} törlése', 'Név', 'Megjegyzés', 'Még nincs bejegyzés', 'Új bejegyzés', 'Bejegyzés szerkesztése', 'Bejegyzés törlése', 'Törli ezt: {{name}}? Ez nem vonható vissza.', 'Kötelező', 'Túl hosszú', 'Érvénytelen', 'Már létezik ilyen nevű bejegyzés', 'Valaki más módosította ezt a bejegyzést. Zárja be az űrlapot, és próbálja újra.', 'Ez a bejegyzés már nem létezik', 'Ehhez nincs jogosultsága', 'A kiszolgáló nem érhető el. Ellenőrizze a kapcsolatot.', 'Hiba történt. Próbálja újra.'],
  it: ['Record', 'Nuovo record', 'Salva', 'Annulla', 'Elimina', 'Modifica {{name}}', 'Elimina {{name}}', 'Nome', 'Nota', 'Ancora nessun record', 'Nuovo record', 'Modifica record', 'Elimina record', 'Eliminare {{name}}? L’operazione non può essere annullata.', 'Obbligatorio', 'Troppo lungo', 'Non valido', 'Esiste già un record con questo nome', 'Qualcun altro ha modificato questo record. Chiudi il modulo e riprova.', 'Questo record non esiste più', 'Non hai l’autorizzazione per farlo', 'Il server non è raggiungibile. Controlla la connessione.', 'Qualcosa è andato storto. Riprova.'],
  ja: ['レコード', '新しいレコード', '保存', 'キャンセル', '削除', '{{name}} を編集', '{{name}} を削除', '名前', 'メモ', 'まだレコードがありません', '新しいレコード', 'レコードを編集', 'レコードを削除', '{{name}} を削除しますか？元に戻せません。', '必須', '長すぎます', '無効です', '同じ名前のレコードがすでにあります', '他の人がこのレコードを変更しました。フォームを閉じてもう一度お試しください。', 'このレコードはもう存在しません', 'この操作を行う権限がありません', 'サーバーに接続できません。接続を確認してください。', '問題が発生しました。もう一度お試しください。'],
  pl: ['Wpisy', 'Nowy wpis', 'Zapisz', 'Anuluj', 'Usuń', 'Edytuj {{name}}', 'Usuń {{name}}', 'Nazwa', 'Notatka', 'Nie ma jeszcze wpisów', 'Nowy wpis', 'Edytuj wpis', 'Usuń wpis', 'Usunąć {{name}}? Tej operacji nie można cofnąć.', 'Wymagane', 'Za długie', 'Nieprawidłowe', 'Wpis o tej nazwie już istnieje', 'Ktoś inny zmienił ten wpis. Zamknij formularz i spróbuj ponownie.', 'Ten wpis już nie istnieje', 'Nie masz uprawnień do tej czynności', 'Nie można połączyć się z serwerem. Sprawdź połączenie.', 'Coś poszło nie tak. Spróbuj ponownie.'],
  pt: ['Registos', 'Novo registo', 'Guardar', 'Cancelar', 'Eliminar', 'Editar {{name}}', 'Eliminar {{name}}', 'Nome', 'Nota', 'Ainda não há registos', 'Novo registo', 'Editar registo', 'Eliminar registo', 'Eliminar {{name}}? Esta ação não pode ser anulada.', 'Obrigatório', 'Demasiado longo', 'Inválido', 'Já existe um registo com este nome', 'Outra pessoa alterou este registo. Feche o formulário e tente novamente.', 'Este registo já não existe', 'Não tem permissão para fazer isto', 'Não é possível contactar o servidor. Verifique a ligação.', 'Algo correu mal. Tente novamente.'],
  ru: ['Записи', 'Новая запись', 'Сохранить', 'Отмена', 'Удалить', 'Изменить {{name}}', 'Удалить {{name}}', 'Название', 'Примечание', 'Записей пока нет', 'Новая запись', 'Изменить запись', 'Удалить запись', 'Удалить {{name}}? Это действие нельзя отменить.', 'Обязательное поле', 'Слишком длинно', 'Недопустимое значение', 'Запись с таким названием уже существует', 'Кто-то другой изменил эту запись. Закройте форму и попробуйте снова.', 'Этой записи больше нет', 'У вас нет прав на это действие', 'Сервер недоступен. Проверьте подключение.', 'Что-то пошло не так. Попробуйте снова.'],
  es: ['Registros', 'Nuevo registro', 'Guardar', 'Cancelar', 'Eliminar', 'Editar {{name}}', 'Eliminar {{name}}', 'Nombre', 'Nota', 'Aún no hay registros', 'Nuevo registro', 'Editar registro', 'Eliminar registro', '¿Eliminar {{name}}? Esta acción no se puede deshacer.', 'Obligatorio', 'Demasiado largo', 'No válido', 'Ya existe un registro con este nombre', 'Otra persona ha cambiado este registro. Cierre el formulario e inténtelo de nuevo.', 'Este registro ya no existe', 'No tiene permiso para hacer esto', 'No se puede contactar con el servidor. Compruebe su conexión.', 'Algo ha fallado. Inténtelo de nuevo.'],
  sv: ['Poster', 'Ny post', 'Spara', 'Avbryt', 'Ta bort', 'Redigera {{name}}', 'Ta bort {{name}}', 'Namn', 'Anteckning', 'Inga poster ännu', 'Ny post', 'Redigera post', 'Ta bort post', 'Ta bort {{name}}? Det går inte att ångra.', 'Obligatoriskt', 'För långt', 'Ogiltigt', 'Det finns redan en post med det här namnet', 'Någon annan har ändrat den här posten. Stäng formuläret och försök igen.', 'Den här posten finns inte längre', 'Du har inte behörighet att göra detta', 'Servern kan inte nås. Kontrollera din anslutning.', 'Något gick fel. Försök igen.'],
  tr: ['Kayıtlar', 'Yeni kayıt', 'Kaydet', 'İptal', 'Sil', '{{name}} düzenle', '{{name}} sil', 'Ad', 'Not', 'Henüz kayıt yok', 'Yeni kayıt', 'Kaydı düzenle', 'Kaydı sil', '{{name}} silinsin mi? Bu işlem geri alınamaz.', 'Zorunlu', 'Çok uzun', 'Geçersiz', 'Bu ada sahip bir kayıt zaten var', 'Bu kaydı başka biri değiştirdi. Formu kapatıp yeniden deneyin.', 'Bu kayıt artık yok', 'Bunu yapma izniniz yok', 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edin.', 'Bir sorun oluştu. Yeniden deneyin.'],
  ae: ['السجلات', 'سجل جديد', 'حفظ', 'إلغاء', 'حذف', 'تعديل {{name}}', 'حذف {{name}}', 'الاسم', 'ملاحظة', 'لا توجد سجلات بعد', 'سجل جديد', 'تعديل السجل', 'حذف السجل', 'هل تريد حذف {{name}}؟ لا يمكن التراجع عن ذلك.', 'مطلوب', 'طويل جدًا', 'غير صالح', 'يوجد سجل بهذا الاسم بالفعل', 'غيّر شخص آخر هذا السجل. أغلق النموذج وحاول مرة أخرى.', 'لم يعد هذا السجل موجودًا', 'ليست لديك صلاحية للقيام بذلك', 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك.', 'حدث خطأ ما. حاول مرة أخرى.'],
};

export const languages = Object.keys(table);

/** The namespace file of one language, as JSON text. */
export function localeJson(n, lng) {
  const s = Object.fromEntries(keys.map((key, i) => [key, table[lng][i]]));
  const namespace = {
    screens: { records: lng === 'en' ? n.Title : s.records },
    list: { caption: s.records, empty: s.empty },
    actions: { new: s.new, save: s.save, cancel: s.cancel, delete: s.delete, editNamed: s.editNamed, deleteNamed: s.deleteNamed },
    fields: { name: s.name, note: s.note },
    form: { newTitle: s.newTitle, editTitle: s.editTitle },
    delete: { title: s.deleteTitle, confirm: s.deleteConfirm },
    validation: { required: s.required, tooLong: s.tooLong, invalid: s.invalid },
    errors: {
      [`${n.NAME}_NAME_TAKEN`]: s.nameTaken,
      [`${n.NAME}_STALE_VERSION`]: s.stale,
      NOT_FOUND: s.notFound,
      FORBIDDEN: s.forbidden,
      NETWORK: s.network,
      generic: s.generic,
    },
  };
  return `${JSON.stringify(namespace, null, 2)}\n`;
}

export function localeFiles(n) {
  return Object.fromEntries(languages.map((lng) => [`apps/web/public/locales/${lng}/${n.name}.json`, localeJson(n, lng)]));
}
